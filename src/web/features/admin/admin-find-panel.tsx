// Find and act on the Admin Dashboard (docs/product/site.md#admin, decision 041): find a game by
// code, id or name, or a user by email, handle or name; from a result open the game, rename an
// offensive pool or pick'em entry, delete the game, or sign the user out everywhere. Each action
// is written to the audit log shown below the results; outcomes show inside the page.
import { useEffect, useState, type FormEvent } from 'react';
import { ADMIN_SEARCH_MAX, AdminActionsSchema, AdminSearchResultSchema, type AdminActions, type AdminSearchResult } from '../../../contracts/admin-tools.js';
import { TextField } from '../../components/form-field.js';
import { toast } from '../../components/toast/toast.js';
import { apiGet, apiPost } from '../../lib/api-client.js';
import { errorMessage } from '../../lib/error-message.js';
import { AdminActionsLog } from './admin-actions-log.js';
import { GameResult, UserResult, type Act } from './admin-find-results.js';
import './admin-tools.css';

export function AdminFindPanel() {
  const [query, setQuery] = useState('');
  const [searched, setSearched] = useState<string | null>(null);
  const [results, setResults] = useState<AdminSearchResult | null>(null);
  const [actions, setActions] = useState<AdminActions | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    apiGet('/api/admin/actions', AdminActionsSchema).then(
      (next) => current && setActions(next),
      (failure: unknown) => current && setError(errorMessage(failure)),
    );
    return () => {
      current = false;
    };
  }, []);

  const find = async (q: string) => {
    setBusy(true);
    setError(null);
    try {
      setResults(await apiGet(`/api/admin/search?q=${encodeURIComponent(q)}`, AdminSearchResultSchema));
      setSearched(q);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (query.trim() === '') return setError('Type a game code, id or name, or a user’s email or handle.');
    void find(query.trim());
  };

  /** One action: its answer is the audit log; the results are read again so they show the change. */
  const act: Act = async (path, body, done) => {
    const next = await apiPost(path, body, AdminActionsSchema);
    setActions(next);
    toast.info(done);
    if (searched !== null) await find(searched);
  };

  return (
    <section aria-labelledby="admin-find" className="admin-find">
      <h2 id="admin-find" className="admin__section-title">
        Find a game or a user
      </h2>
      <form className="admin-config__form" onSubmit={submit} role="search" aria-labelledby="admin-find">
        <TextField
          id="admin-find-query"
          label="Game code, id or name · user email or handle"
          value={query}
          onChange={setQuery}
          maxLength={ADMIN_SEARCH_MAX}
          hint="Emails match exactly; names and handles by how they start."
        />
        {error && (
          <p className="form-field__error admin-config__error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? 'Finding…' : 'Find'}
        </button>
      </form>

      {results && (
        <div className="admin-find__results" data-testid="admin-find-results">
          {results.games.length === 0 && results.users.length === 0 && <p className="admin__empty">Nothing matches “{searched}”.</p>}
          {results.games.length > 0 && (
            <>
              <h3 className="admin-config__form-title">Games</h3>
              <ul className="admin-find__list">
                {results.games.map((game) => (
                  <GameResult key={game.id} game={game} act={act} />
                ))}
              </ul>
            </>
          )}
          {results.users.length > 0 && (
            <>
              <h3 className="admin-config__form-title">Users</h3>
              <ul className="admin-find__list">
                {results.users.map((user) => (
                  <UserResult key={user.uid} user={user} act={act} />
                ))}
              </ul>
            </>
          )}
        </div>
      )}

      <AdminActionsLog actions={actions?.actions} />
    </section>
  );
}
