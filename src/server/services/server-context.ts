// The server context: what the use cases share, built once by the composition root (app.ts
// startServer) and handed to each of them, so that no service looks a collaborator up by its
// database (decision 026). Tests and benches that call services directly build theirs here too.
import type { GameId } from '../../contracts/ids.js';
import type { Database } from '../db/database.js';
import { combineAccountSteps } from './account-steps.js';
import type { AccountSteps } from './account-steps.js';
import { pickemAccountSteps } from './pickem-account-steps.js';
import { createPickBatcher } from './pickem-picks.service.js';
import type { PickBatcher } from './pickem-picks.service.js';
import { createPodiumScheduler } from './pickem-podium.js';
import type { SchedulePodium } from './pickem-podium.js';
import type { Publisher } from './publisher.js';
import { createSeasonReads } from './season-reads.js';
import type { SeasonReads } from './season-reads.js';
import { squaresAccountSteps } from './squares-account-steps.js';
import { analyticsAccountSteps, createAnalyticsRecorder } from './analytics-recorder.js';
import type { AnalyticsRecorder } from './analytics-recorder.js';
import { createAppMetrics } from '../metrics/app-metrics.js';
import type { AppMetrics } from '../metrics/app-metrics.js';
import { createSquareClaims } from './squares-claims.service.js';
import type { SquareClaims } from './squares-claims.service.js';
import { createTakenSquares } from './taken-squares.js';
import { createHostSummaries } from './host-summaries.js';
import type { HostSummaries } from './host-summaries.js';
import type { TakenSquares } from './taken-squares.js';

export interface ServerContext {
  db: Database;
  /** Announces a command's topics after commit; on PGlite it first tells `takenSquares`. */
  publisher: Publisher;
  /** The server's clock (tests move it). */
  now: () => Date;
  /** What each resource does on promotion, deletion and public-face changes (decision 006). */
  accountSteps: AccountSteps;
  /** Podium probabilities off the request path (decision 009). */
  podium: SchedulePodium;
  /** PGlite only: squares each game's batches saw taken (decision 014). */
  takenSquares: TakenSquares | undefined;
  /** Each game's claims and releases, in batches (decision 010). */
  squareClaims: SquareClaims;
  /** Each game's picks, in batches (decision 048). */
  picks: PickBatcher;
  /** The public pages' hottest reads, kept by version (decision 038). */
  seasonReads: SeasonReads;
  /** What /metrics reports; the sources report into it (src/server/metrics). */
  metrics: AppMetrics;
  /** Server-side analytics events, written in batches after their commands (decision 042). */
  analytics: AnalyticsRecorder;
  /** The squares hosts' My Games rows, logged after the claims that change them (decision 056). */
  hostSummaries: HostSummaries;
}

export interface ServerContextOptions {
  db: Database;
  /** The announcements' way out: the notify bridge's publisher (tests: one that records or ignores). */
  publisher: Publisher;
  now: () => Date;
  /** Background failures (a podium computation). */
  onError: (error: unknown) => void;
  /** More account steps, after the resources' own (tests watch promotions and deletions with them). */
  accountSteps?: Partial<AccountSteps>;
}

export interface OwnedServerContext {
  context: ServerContext;
  /** Stops the podium worker; the database and the publisher belong to the caller. */
  close: () => Promise<void>;
}

export function createServerContext(options: ServerContextOptions): OwnedServerContext {
  const { db, now } = options;
  // Pick'em first: the squares steps hand over every hosted game left and announce only squares hosts (decision 009).
  const accountSteps = combineAccountSteps(pickemAccountSteps, squaresAccountSteps, analyticsAccountSteps, options.accountSteps ?? {});
  // One process owns a PGlite directory: claims on squares known taken are refused without a transaction (decision 014).
  const takenSquares = db.kind === 'pglite' ? createTakenSquares(options.publisher, () => now().getTime()) : undefined;
  const publisher = takenSquares?.publisher ?? options.publisher;
  const podium = createPodiumScheduler({ db, publisher, now, onError: options.onError });
  const metrics = createAppMetrics({ databaseStats: () => db.stats() });
  const analytics = createAnalyticsRecorder({ db, now, onError: options.onError });
  // A squares player joins a game with their first square there (decision 042).
  const onJoined = (gameId: GameId, uids: readonly string[]) => {
    for (const uid of uids) {
      analytics.record('join', { uid }, { gameId, gameType: 'Squares' });
      analytics.record('first_claim', { uid }, { gameId });
    }
  };
  const hostSummaries = createHostSummaries({ db, publisher, onError: options.onError });
  const squareClaims = createSquareClaims({ db, publisher, now, takenSquares, hostSummaries, onClaimBatch: (size, seconds) => metrics.claimBatch(size, seconds), onJoined });
  return {
    context: { db, publisher, now, accountSteps, podium: { schedule: (gameId) => podium.schedule(gameId) }, takenSquares, squareClaims, picks: createPickBatcher({ db, publisher, now }), seasonReads: createSeasonReads(), metrics, analytics, hostSummaries },
    close: async () => {
      await hostSummaries.close();
      await analytics.close();
      await podium.close();
    },
  };
}
