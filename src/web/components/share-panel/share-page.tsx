// docs/product/site.md#share-panel /games/{gameId}/share, the share panel: the game's QR code, a share link button
// (native share or copy; SHARED or COPIED for 2 s), the link itself and the game's short code
// (docs/product/site.md `code`), and the way back to the game. Anonymous visitors are asked to sign in
// (docs/product/site.md, docs/product/accounts.md): sharing is when a name and a history start to matter. A missing game
// says so (docs/product/site.md#routes).
//
// An anonymous host is told before sharing (decision 031): a new game (?created=1) opens the Sign In
// dialog as the last step of creating, and while the host stays anonymous the headline is 'Players
// can't join until you sign in', with the sign-in button beside it.
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import * as z from 'zod/mini';
import { GameCodeSchema, GameHostSchema, GameIdSchema } from '../../../contracts/squares.js';
import { ApiError, apiGet } from '../../lib/api-client.js';
import { useSessionUser } from '../../lib/session.js';
import { closeShellDialog, openShellDialog, shownShellDialog } from '../../lib/shell-dialogs.js';
import { GameNotFound } from '../game-not-found.js';
import { LoadFailedNotice } from '../notice.js';
import { SignInIcon } from '../more-icons.js';
import { QrCode } from './qr-code.js';
import { ShareButton } from './share-button.js';
import '../button.css';
import './share-panel.css';

/** docs/product/site.md: the prompt an anonymous visitor sees when sharing. */
export const SHARE_SIGN_IN_PROMPT = 'Sign in to customize your entry name and track your progress across games.';
/** The headline while the host is anonymous (docs/product/accounts.md#hosting). */
export const ANONYMOUS_HOST_HEADLINE = "Players can't join until you sign in";

/**
 * What the panel shows of a game, squares or pick'em (GET /api/games/{id} answers with either;
 * the rest of the game is not needed here, and is left out of the parse).
 */
const SharedGameSchema = z.object({
  id: GameIdSchema,
  type: z.enum(['Squares', 'Questions']),
  name: z.string(),
  code: GameCodeSchema,
  host: GameHostSchema,
});
type SharedGame = z.infer<typeof SharedGameSchema>;

/** How players join, in the lede: initials and squares, or picks. */
const howToJoin = (game: SharedGame | null) =>
  game?.type === 'Questions' ? 'They open it and make their picks.' : 'They open it, type their initials and pick squares.';

type Loaded = { gameId: string } & ({ status: 'ready'; game: SharedGame } | { status: 'missing' } | { status: 'error'; message: string });

export function SharePage({ gameId }: { gameId: string }) {
  const { search } = useLocation();
  const created = new URLSearchParams(search).get('created') === '1';
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    let current = true;
    apiGet(`/api/games/${encodeURIComponent(gameId)}`, SharedGameSchema).then(
      (game) => {
        if (current) setLoaded({ gameId, status: 'ready', game });
      },
      (error: unknown) => {
        if (!current) return;
        if (error instanceof ApiError && error.status === 404) {
          setLoaded({ gameId, status: 'missing' });
          return;
        }
        setLoaded({ gameId, status: 'error', message: error instanceof Error ? error.message : 'The game could not be loaded.' });
      },
    );
    return () => {
      current = false;
    };
  }, [gameId, attempt]);

  const state = loaded?.gameId === gameId ? loaded : null;
  const user = useSessionUser();
  // The host of a game just created is this visitor, so the headline is right before the game arrives.
  const anonymousHost =
    user?.type === 'anonymous' && (state?.status === 'ready' ? state.game.host.uid === user.uid : created);
  useHostSignInStep(created && user?.type === 'anonymous');
  const named = state?.status === 'ready' ? <strong>{state.game.name}</strong> : 'your pool';
  if (state?.status === 'missing') return <GameNotFound />;

  return (
    <div className="share-page">
      <title>{state?.status === 'ready' ? `Share ${state.game.name} · Sportsball` : 'Share your game · Sportsball'}</title>
      <header className={`share-page__header${anonymousHost ? ' share-page__header--blocked' : ''}`}>
        <p className="share-page__eyebrow">{created ? 'Game created' : 'Share'}</p>
        {anonymousHost ? (
          <>
            <div className="share-page__headline">
              <h1 className="share-page__title">{ANONYMOUS_HOST_HEADLINE}</h1>
              <button type="button" className="button button--primary share-page__sign-in" onClick={() => openShellDialog('sign-in')}>
                <SignInIcon /> Sign in
              </button>
            </div>
            <p className="share-page__lede">
              Sign in, then send the link to everyone in {named}. Until then the link opens the game, but nobody can join it.
            </p>
          </>
        ) : (
          <>
            <h1 className="share-page__title">{created ? 'Your game is ready' : 'Invite players'}</h1>
            <p className="share-page__lede">
              Send the link to everyone in {named}. {howToJoin(state?.status === 'ready' ? state.game : null)}
            </p>
          </>
        )}
      </header>

      {state === null && <ShareSkeleton />}
      {state?.status === 'error' && (
        <LoadFailedNotice title="Couldn't load the game" message={state.message} retry={() => setAttempt((n) => n + 1)} />
      )}
      {state?.status === 'ready' && <SharePanel game={state.game} />}

      <Link className="button button--secondary share-page__back" to={`/games/${gameId}`}>
        {created ? 'Go to your game' : 'Back to game'}
      </Link>
    </div>
  );
}

/**
 * The host's last step of creating a pool while anonymous: the Sign In dialog, opened as the page
 * opens (once: a skip closes it, and nothing here changes until the host signs in). It goes with
 * the page when the host leaves. Open-and-close in one effect, so a remount reopens it.
 */
function useHostSignInStep(ask: boolean) {
  useEffect(() => {
    if (!ask) return;
    openShellDialog('host-sign-in');
    return () => {
      if (shownShellDialog() === 'host-sign-in') closeShellDialog();
    };
  }, [ask]);
}

function SharePanel({ game }: { game: SharedGame }) {
  const user = useSessionUser();
  const url = `${location.origin}/games/${game.id}`;
  // The host's own sign-in is the headline's (SharePage); other anonymous visitors get the prompt.
  const anonymous = user?.type === 'anonymous' && user.uid !== game.host.uid;
  return (
    <>
      <section className="share-card" aria-label="Game link">
        <QrCode value={url} label={`QR code for the link to ${game.name}`} />
        <p className="share-card__scan">Scan with a phone camera to open the game</p>
        <p className="share-card__link">
          <span className="visually-hidden">Link: </span>
          {url}
        </p>
        <ShareButton gameId={game.id} data={{ url, title: game.name, text: game.type === 'Questions' ? `Make your picks in ${game.name}` : `Pick your squares in ${game.name}` }} className="button button--primary button--block" />
        <p className="share-card__code">
          Game code <strong className="share-card__code-value">{game.code}</strong>
        </p>
        <p className="share-card__code-hint">
          Reading it out? Friends can go to {location.host}/g/{game.code}
        </p>
      </section>

      {anonymous && (
        <section className="share-sign-in" aria-label="Sign in">
          <p className="share-sign-in__text">{SHARE_SIGN_IN_PROMPT}</p>
          <button type="button" className="button button--primary" onClick={() => openShellDialog('sign-in')}>
            Sign in
          </button>
        </section>
      )}
    </>
  );
}

function ShareSkeleton() {
  return (
    <div className="share-card share-card--loading" role="status">
      <span className="visually-hidden">Loading the game…</span>
      <span className="share-card__qr-placeholder" aria-hidden="true" />
    </div>
  );
}
