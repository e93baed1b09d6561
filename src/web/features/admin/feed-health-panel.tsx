// Feed health on the Admin Dashboard (docs/product/site.md#admin, decision 041): per league and
// provider, the last successful poll, the last error and when, the requests used of the daily
// budget, and the started games no successful poll has refreshed within the poll interval.
import { useEffect, useState } from 'react';
import { AdminFeedHealthSchema, type AdminFeed, type AdminFeedHealth } from '../../../contracts/admin-tools.js';
import { apiGet } from '../../lib/api-client.js';
import { errorMessage } from '../../lib/error-message.js';
import { formatAdminTime } from './admin-time.js';

const LEAGUE_NAMES: Record<string, string> = { NFL: 'NFL', NcaaFootball: 'College football', MLB: 'MLB', NBA: 'NBA' };
const number = new Intl.NumberFormat('en-US');

/** A poll interval as people say it: "every 12 s", "every 16 min". */
function every(ms: number): string {
  if (ms < 60_000) return `every ${Math.round(ms / 1000)} s`;
  if (ms < 3_600_000) return `every ${Math.round(ms / 60_000)} min`;
  return `every ${Math.round(ms / 3_600_000)} h`;
}

export function FeedHealthPanel({ refreshKey }: { refreshKey?: string }) {
  const [health, setHealth] = useState<AdminFeedHealth | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    apiGet('/api/admin/feeds', AdminFeedHealthSchema).then(
      (next) => current && (setHealth(next), setError(null)),
      (failure: unknown) => current && setError(errorMessage(failure)),
    );
    return () => {
      current = false;
    };
  }, [refreshKey]);

  return (
    <section aria-labelledby="admin-feeds">
      <h2 id="admin-feeds" className="admin__section-title">
        Score feeds
      </h2>
      {error && (
        <p className="form-field__error" role="alert">
          {error}
        </p>
      )}
      {health && health.feeds.length === 0 && <p className="admin__empty">No feed has run yet.</p>}
      <ul className="admin-feeds">
        {(health?.feeds ?? []).map((feed) => (
          <FeedCard key={feed.sportsLeague} feed={feed} />
        ))}
      </ul>
    </section>
  );
}

function FeedCard({ feed }: { feed: AdminFeed }) {
  const failing = feed.failingSince !== null;
  const state = failing ? 'Failing' : feed.staleCount > 0 ? 'Stale' : 'Healthy';
  return (
    <li className={`admin-feed${failing || feed.staleCount > 0 ? ' admin-feed--failing' : ''}`} data-testid={`admin-feed-${feed.sportsLeague}`}>
      <div className="admin-feed__head">
        <strong>{LEAGUE_NAMES[feed.sportsLeague] ?? feed.sportsLeague}</strong>
        <span className={`admin-feed__state${state !== 'Healthy' ? ' admin-feed__state--failing' : ''}`}>{state}</span>
      </div>
      <dl className="admin-feed__facts">
        <div>
          <dt>Provider</dt>
          <dd>{feed.provider}</dd>
        </div>
        <div>
          <dt>Polls while live</dt>
          <dd className="tabular">{every(feed.pollIntervalMs)}</dd>
        </div>
        <div>
          <dt>Last success</dt>
          <dd className="tabular">{formatAdminTime(feed.lastSuccessAt)}</dd>
        </div>
        {failing && (
          <div>
            <dt>Failing since</dt>
            <dd className="tabular">{formatAdminTime(feed.failingSince)}</dd>
          </div>
        )}
        <div>
          <dt>Requests today</dt>
          <dd className="tabular">{feed.requests ? `${number.format(feed.requests.used)} of ${number.format(feed.requests.limit)}` : 'No daily limit'}</dd>
        </div>
        <div>
          <dt>Stale games</dt>
          <dd className="tabular">{number.format(feed.staleCount)}</dd>
        </div>
        {feed.lastError && (
          <div className="admin-feed__error">
            <dt>Last error{feed.lastErrorAt ? `, ${formatAdminTime(feed.lastErrorAt)}` : ''}</dt>
            <dd>{feed.lastError}</dd>
          </div>
        )}
        {feed.staleGames.length > 0 && (
          <div className="admin-feed__error">
            <dt>Not refreshed within the interval</dt>
            <dd>
              <ul className="admin-feed__stale">
                {feed.staleGames.map((game) => (
                  <li key={game.id}>
                    {game.matchup} <span className="tabular">· {formatAdminTime(game.gameTime)}</span>
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        )}
      </dl>
    </li>
  );
}
