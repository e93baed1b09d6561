import type { Community } from '../../contracts/profile.js';
import type { Queryable } from '../db/database.js';
import { findCommunity } from '../db/repositories/account-stats.repository.js';

/** docs/product/site.md#home: the community counter shows the player count and the first 6 avatars. */
export const COMMUNITY_FACES = 6;

export async function readCommunity(db: Queryable): Promise<Community> {
  return findCommunity(db, COMMUNITY_FACES);
}
