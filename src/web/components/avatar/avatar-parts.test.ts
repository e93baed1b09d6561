import { describe, expect, it } from 'vitest';
import { AVATAR_COUNT } from '../../../domain/people/profile.js';
import { AVATAR_IDS, avatarParts, avatarSignature, colourDistance } from './avatar-parts.js';

describe('avatar set avatars-1', () => {
  it('has 51 ids, 1 to 51', () => {
    expect(AVATAR_IDS).toHaveLength(AVATAR_COUNT);
    expect(AVATAR_IDS[0]).toBe(1);
    expect(AVATAR_IDS.at(-1)).toBe(51);
  });

  it('draws 51 different avatars', () => {
    expect(new Set(AVATAR_IDS.map(avatarSignature)).size).toBe(51);
  });

  it('never repeats a background with a headwear, so no two differ only in small details', () => {
    const pairs = AVATAR_IDS.map((id) => {
      const parts = avatarParts(id);
      return `${parts.background[0]}|${parts.headwear}`;
    });
    expect(new Set(pairs).size).toBe(51);
  });

  it('gives neighbours in the picker a different background and headwear', () => {
    for (const id of AVATAR_IDS.slice(1)) {
      expect(avatarParts(id).background).not.toBe(avatarParts(id - 1).background);
      expect(avatarParts(id).headwear).not.toBe(avatarParts(id - 1).headwear);
    }
  });

  it('keeps every jersey apart from its background', () => {
    for (const id of AVATAR_IDS) {
      const parts = avatarParts(id);
      expect(colourDistance(parts.jersey[0], parts.background[0])).toBeGreaterThanOrEqual(140);
    }
  });

  it('is the same avatar for the same id', () => {
    expect(avatarSignature(12)).toBe(avatarSignature(12));
  });
});
