/*
 * The provably fair draw (docs/product/squares.md). Anyone can redo it by hand or in the browser:
 *
 * 1. Commitment. At creation the server picks a secret 32-byte seed and publishes
 *    seedHash = SHA-256(seed bytes), as 64 lowercase hex digits.
 * 2. Grid. At lock, gridHash = SHA-256 of the UTF-8 text
 *      "sportsball-grid-v1\n{size}\n"
 *    followed by one line "{square}\t{uid}\t{entryName}\n" per claimed square, in square order.
 *    The seed was fixed before any claim and the grid is fixed before the seed is revealed, so
 *    nobody — not even whoever holds the seed — knows the winning squares while claims are open.
 * 3. Digits. For digit set k (0, 1, …; one per digit change, docs/product/squares.md) and axis a ∈ {rows, cols},
 *    a byte stream is the concatenation of HMAC-SHA256(key = seed bytes, message = the UTF-8 text
 *    "{gridHash}:{a}:{k}:{block}") for block = 0, 1, 2, … (32 bytes each, gridHash in lowercase hex).
 *    Fisher–Yates on [0, 1, …, 9]: for i = 9 down to 1, take the next byte b, skipping it while
 *    b ≥ 256 − (256 mod (i+1)) so every j is equally likely; j = b mod (i+1); swap positions i and j.
 * 4. Cells. Size 100: axis cell c holds [perm[c]]. Size 25: axis cell c holds [perm[2c], perm[2c+1]].
 *    Rows are the away team's digits, columns the home team's.
 */
import { axisLength, digitsPerCell } from './grid.js';
import { hexToBytes, hmacSha256, sha256Hex } from './sha256.js';
import type { ClaimedSquare, DigitSet, SquaresSize } from './types.js';

export const GRID_HASH_PREFIX = 'sportsball-grid-v1';

export type DrawAxis = 'rows' | 'cols';

/** Step 1: the hash published at creation. */
export function seedCommitment(seedHex: string): string {
  return sha256Hex(hexToBytes(seedHex));
}

/** Step 2: the text hashed into gridHash, shown by 'Verify the draw' so it can be checked by hand. */
export function gridText(squares: readonly ClaimedSquare[], size: SquaresSize): string {
  const lines = [...squares]
    .sort((a, b) => a.square - b.square)
    .map(({ square, uid, entryName }) => `${square}\t${uid}\t${entryName}\n`);
  return `${GRID_HASH_PREFIX}\n${size}\n${lines.join('')}`;
}

/** Step 2: the hash of the locked grid. */
export function gridHash(squares: readonly ClaimedSquare[], size: SquaresSize): string {
  return sha256Hex(gridText(squares, size));
}

/** Step 3: the endless byte stream of one axis of one digit set. */
function* axisBytes(seed: Uint8Array, gridHashHex: string, axis: DrawAxis, setIndex: number): Generator<number, never> {
  for (let block = 0; ; block++) yield* hmacSha256(seed, `${gridHashHex}:${axis}:${setIndex}:${block}`);
}

/** Step 3: one axis' permutation of the digits 0–9. */
export function drawPermutation(seedHex: string, gridHashHex: string, axis: DrawAxis, setIndex: number): number[] {
  const bytes = axisBytes(hexToBytes(seedHex), gridHashHex.toLowerCase(), axis, setIndex);
  const perm = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
  for (let i = 9; i >= 1; i--) {
    const n = i + 1;
    const limit = 256 - (256 % n);
    let b = bytes.next().value;
    while (b >= limit) b = bytes.next().value;
    const j = b % n;
    [perm[i], perm[j]] = [perm[j] ?? 0, perm[i] ?? 0];
  }
  return perm;
}

/** Step 4: the permutation cut into axis cells. */
function toCells(perm: readonly number[], size: SquaresSize): number[][] {
  const per = digitsPerCell(size);
  return Array.from({ length: axisLength(size) }, (_, c) => perm.slice(c * per, c * per + per));
}

/** Digit set k of a locked grid. */
export function drawDigitSet(seedHex: string, gridHashHex: string, setIndex: number, size: SquaresSize): DigitSet {
  return {
    rows: toCells(drawPermutation(seedHex, gridHashHex, 'rows', setIndex), size),
    cols: toCells(drawPermutation(seedHex, gridHashHex, 'cols', setIndex), size),
  };
}

/** Every digit set of a game (digitSetCount says how many), set k at index k. */
export function drawTargetScores(seedHex: string, gridHashHex: string, size: SquaresSize, setCount: number): DigitSet[] {
  return Array.from({ length: setCount }, (_, k) => drawDigitSet(seedHex, gridHashHex, k, size));
}

export interface DrawToVerify {
  seed: string;
  seedHash: string;
  gridHash: string;
  squares: readonly ClaimedSquare[];
  size: SquaresSize;
  targetScores: readonly DigitSet[];
}

/** Each check of 'Verify the draw', so the page can say which one failed. */
export interface DrawVerification {
  /** SHA-256(seed) is the hash published at creation. */
  seedMatches: boolean;
  /** The published gridHash is the hash of the squares as locked. */
  gridMatches: boolean;
  /** Recomputing every digit set gives the published digits. */
  digitsMatch: boolean;
  ok: boolean;
}

/** Redoes the whole draw from the revealed seed and the locked squares. */
export function verifyDraw(draw: DrawToVerify): DrawVerification {
  const seedOk = /^[0-9a-f]{64}$/.test(draw.seed);
  const seedMatches = seedOk && seedCommitment(draw.seed) === draw.seedHash;
  const gridMatches = gridHash(draw.squares, draw.size) === draw.gridHash;
  const redrawn = seedOk ? drawTargetScores(draw.seed, draw.gridHash, draw.size, draw.targetScores.length) : [];
  // Compared axis by axis: digit sets read back from jsonb (the live game.locked update) come
  // with their keys in another order ({cols, rows}), which must not fail an honest draw.
  const sameAxis = (a: readonly (readonly number[])[], b: readonly (readonly number[])[]) => JSON.stringify(a) === JSON.stringify(b);
  const digitsMatch =
    seedOk &&
    draw.targetScores.length > 0 &&
    redrawn.every((set, k) => {
      const given = draw.targetScores[k];
      return given !== undefined && sameAxis(set.rows, given.rows) && sameAxis(set.cols, given.cols);
    });
  return { seedMatches, gridMatches, digitsMatch, ok: seedMatches && gridMatches && digitsMatch };
}
