import { describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { createServerContext } from './server-context.js';
import type { ServerContextOptions } from './server-context.js';

/** Building a context touches no database: only its kind is read. */
const databaseOf = (kind: Database['kind']) => ({ kind }) as Database;

function build(kind: Database['kind'], extra: Partial<ServerContextOptions> = {}) {
  const announced: string[] = [];
  const owned = createServerContext({
    db: databaseOf(kind),
    publisher: { announce: (topic) => announced.push(topic) },
    now: () => new Date(0),
    onError: (error) => {
      throw error;
    },
    ...extra,
  });
  return { ...owned, announced };
}

describe('createServerContext', () => {
  it('on PostgreSQL keeps no taken squares and announces straight through', async () => {
    const { context, announced, close } = build('postgres');
    expect(context.takenSquares).toBeUndefined();
    context.publisher.announce('game:x');
    expect(announced).toEqual(['game:x']);
    await close();
  });

  it('on PGlite keeps taken squares, and its publisher still announces every topic', async () => {
    const { context, announced, close } = build('pglite');
    expect(context.takenSquares).toBeDefined();
    context.publisher.announce('game:x');
    expect(announced).toEqual(['game:x']);
    await close();
  });

  it('runs the resources’ account steps, pick’em before squares, then analytics, then the extra ones', async () => {
    const extra = { name: 'watch', run: () => Promise.resolve() };
    const { context, close } = build('postgres', { accountSteps: { promotion: [extra], deletion: [extra] } });
    expect(context.accountSteps.promotion.map((s) => s.name)).toEqual(['pickem', 'squares', 'watch']);
    // A deleted account's analytics events are unlinked from it (decision 042).
    expect(context.accountSteps.deletion.map((s) => s.name)).toEqual(['pickem', 'squares', 'analytics-events', 'watch']);
    expect(context.accountSteps.publicIdChanged.map((s) => s.name)).toEqual(['pickem', 'squares']);
    await close();
  });

  it('two contexts share nothing: each has its own claim batches and podium scheduler', async () => {
    const a = build('pglite');
    const b = build('pglite');
    expect(a.context.squareClaims).not.toBe(b.context.squareClaims);
    expect(a.context.podium).not.toBe(b.context.podium);
    expect(a.context.takenSquares).not.toBe(b.context.takenSquares);
    await Promise.all([a.close(), b.close()]);
  });
});
