// Generated entry names for anonymous players (docs/product/pickem.md).
import { entryNameKey } from '../people/promotion.js';
import { REFUSAL_TEXTS } from '../refusals.js';

export const ENTRY_NAME_ERRORS = {
  signInToRename: REFUSAL_TEXTS.signInToRename,
  generationFailed: REFUSAL_TEXTS.entryNameGenerationFailed,
  taken: REFUSAL_TEXTS.entryNameTaken,
} as const;

/** docs/product/pickem.md: entry name retries. */
const ENTRY_NAME_TRIES = 100;
/** docs/product/pickem.md: the number is 1–98. */
const ENTRY_NAME_MAX_NUMBER = 98;

/** Family-friendly adjectives (the nickname generator's first word, docs/product/pickem.md). */
export const ADJECTIVES: readonly string[] = [
  'Agile', 'Amber', 'Bold', 'Brave', 'Breezy', 'Bright', 'Bubbly', 'Calm', 'Cheerful', 'Clever',
  'Cosmic', 'Cozy', 'Crafty', 'Curious', 'Daring', 'Dashing', 'Dazzling', 'Eager', 'Electric', 'Fearless',
  'Fierce', 'Fluffy', 'Friendly', 'Frosty', 'Fuzzy', 'Gentle', 'Gigantic', 'Golden', 'Happy', 'Hasty',
  'Jolly', 'Jumpy', 'Keen', 'Kind', 'Lively', 'Lucky', 'Mellow', 'Mighty', 'Nimble', 'Noble',
  'Peppy', 'Plucky', 'Polite', 'Proud', 'Quick', 'Quiet', 'Radiant', 'Rapid', 'Rowdy', 'Rusty',
  'Silly', 'Sleepy', 'Snappy', 'Sneaky', 'Speedy', 'Spicy', 'Sporty', 'Sunny', 'Swift', 'Tiny',
  'Trusty', 'Velvet', 'Witty', 'Zany', 'Zesty',
];

/** Family-friendly animals (the second word). */
export const ANIMALS: readonly string[] = [
  'Alpaca', 'Badger', 'Beaver', 'Bison', 'Bobcat', 'Buffalo', 'Camel', 'Cheetah', 'Chipmunk', 'Cougar',
  'Coyote', 'Crane', 'Dolphin', 'Eagle', 'Falcon', 'Ferret', 'Flamingo', 'Fox', 'Gazelle', 'Gecko',
  'Giraffe', 'Gopher', 'Hawk', 'Hedgehog', 'Heron', 'Hippo', 'Husky', 'Ibex', 'Jaguar', 'Kangaroo',
  'Koala', 'Lemur', 'Leopard', 'Lion', 'Llama', 'Lynx', 'Marmot', 'Meerkat', 'Moose', 'Narwhal',
  'Ocelot', 'Otter', 'Owl', 'Panda', 'Panther', 'Parrot', 'Pelican', 'Penguin', 'Puffin', 'Rabbit',
  'Raccoon', 'Raven', 'Seal', 'Sparrow', 'Squirrel', 'Tiger', 'Toucan', 'Turtle', 'Walrus', 'Wombat',
  'Yak', 'Zebra',
];

function pick<T>(list: readonly T[], random: () => number): T {
  const item = list[Math.floor(random() * list.length)] ?? list[0];
  if (item === undefined) throw new Error('Cannot pick from an empty list');
  return item;
}

/**
 * 'Adjective Animal N' with N in 1–98 (docs/product/pickem.md), whose entryNameKey is not in takenKeys; up to
 * 100 tries (docs/product/pickem.md), then an Error 'Failed to generate safe entry name'.
 */
export function generateEntryName(random: () => number, takenKeys: ReadonlySet<string>): string {
  for (let attempt = 0; attempt < ENTRY_NAME_TRIES; attempt++) {
    const adjective = pick(ADJECTIVES, random);
    const animal = pick(ANIMALS, random);
    const name = `${adjective} ${animal} ${1 + Math.floor(random() * ENTRY_NAME_MAX_NUMBER)}`;
    if (!takenKeys.has(entryNameKey(name))) return name;
  }
  throw new Error(ENTRY_NAME_ERRORS.generationFailed);
}
