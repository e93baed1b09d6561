import { describe, expect, it } from 'vitest';
import type { Publisher } from './publisher.js';
import { KNOWN_FOR_MS, createTakenSquares } from './taken-squares.js';
import type { BatchKnowledge } from './taken-squares.js';

const TOPIC = 'game:AAAAAAAAAAAAAAAAAAAA';
const OTHER = 'game:BBBBBBBBBBBBBBBBBBBB';
const T0 = 1_000_000;

function setup() {
  const announced: string[] = [];
  const clock = { nowMs: T0 };
  const store = createTakenSquares({ announce: (topic) => void announced.push(topic) }, () => clock.nowMs);
  /** A batch that knows `knowledge` once committed; `during` runs while it is in flight. */
  const batch = (topic: string, knowledge: Partial<NonNullable<BatchKnowledge>> | null, during: (publisher: Publisher) => void = () => {}) =>
    store.runBatch(topic, (publisher) => {
      during(publisher);
      return Promise.resolve({ knowledge: knowledge && { taken: [], freed: [], kickoffMs: null, ...knowledge } });
    });
  return { store, announced, clock, batch };
}

describe('taken squares (decision 014)', () => {
  it('knows what a batch saw taken, and forgets what it freed', async () => {
    const { store, batch } = setup();
    expect(store.isTaken(TOPIC, 7)).toBe(false);
    await batch(TOPIC, { taken: [7, 8] });
    expect(store.isTaken(TOPIC, 7)).toBe(true);
    expect(store.isTaken(TOPIC, 9)).toBe(false);
    expect(store.isTaken(OTHER, 7)).toBe(false);
    await batch(TOPIC, { freed: [7], taken: [9] });
    expect([7, 8, 9].map((square) => store.isTaken(TOPIC, square))).toEqual([false, true, true]);
  });

  it('another command’s announcement forgets the game and still reaches the publisher underneath', async () => {
    const { store, announced, batch } = setup();
    await batch(TOPIC, { taken: [7] });
    await batch(OTHER, { taken: [7] });
    store.publisher.announce(TOPIC);
    expect(announced).toEqual([TOPIC]);
    expect(store.isTaken(TOPIC, 7)).toBe(false);
    expect(store.isTaken(OTHER, 7)).toBe(true);
  });

  it('a batch in flight while another command announces its game records nothing; the next one records again', async () => {
    const { store, batch } = setup();
    await batch(TOPIC, { taken: [7] }, () => store.publisher.announce(TOPIC));
    expect(store.isTaken(TOPIC, 7)).toBe(false);
    await batch(TOPIC, { taken: [7] });
    expect(store.isTaken(TOPIC, 7)).toBe(true);
  });

  it('a batch’s own announcements go out after it recorded, and do not forget what it recorded', async () => {
    const { store, announced, batch } = setup();
    await batch(TOPIC, { taken: [7] }, (publisher) => {
      publisher.announce(TOPIC);
      publisher.announce('user:u1:games');
      expect(announced).toEqual([]);
    });
    expect(announced).toEqual([TOPIC, 'user:u1:games']);
    expect(store.isTaken(TOPIC, 7)).toBe(true);
  });

  it('a failed batch, or one whose game must be judged in full (missing, locked, anonymous host), forgets the game', async () => {
    const { store, batch } = setup();
    await batch(TOPIC, { taken: [7] });
    await batch(TOPIC, null);
    expect(store.isTaken(TOPIC, 7)).toBe(false);
    await batch(TOPIC, { taken: [7] });
    await expect(store.runBatch(TOPIC, () => Promise.reject(new Error('rolled back')))).rejects.toThrow('rolled back');
    expect(store.isTaken(TOPIC, 7)).toBe(false);
  });

  it('nothing is known from kickoff on, nor KNOWN_FOR_MS after the game’s last batch', async () => {
    const { store, clock, batch } = setup();
    await batch(TOPIC, { taken: [7], kickoffMs: T0 + 500 });
    await batch(OTHER, { taken: [7] });
    clock.nowMs = T0 + 499;
    expect(store.isTaken(TOPIC, 7)).toBe(true);
    clock.nowMs = T0 + 500;
    expect(store.isTaken(TOPIC, 7)).toBe(false);
    clock.nowMs = T0 + KNOWN_FOR_MS - 1;
    expect(store.isTaken(OTHER, 7)).toBe(true);
    clock.nowMs = T0 + KNOWN_FOR_MS;
    expect(store.isTaken(OTHER, 7)).toBe(false);
  });
});

describe("taken squares' publisher", () => {
  it("hands the commits it is told of to the instance's own hub (decision 045)", () => {
    const committed: Array<[string, number[]]> = [];
    const store = createTakenSquares({ announce: () => undefined, committed: (topic, events) => void committed.push([topic, events.map((e) => e.version)]) }, () => T0);
    store.publisher.committed?.(TOPIC, [{ version: 3, json: '{}' }]);
    expect(committed).toEqual([[TOPIC, [3]]]);
  });
});
