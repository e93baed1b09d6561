// Clock skew against the server, from one round trip: the server read its clock somewhere
// between sending and receiving, so the middle of the round trip is the best guess, and half the
// round trip is how far off that guess can be.
import { ServerTimeSchema } from '../../../contracts/system.js';
import { apiGet } from '../../lib/api-client.js';

export interface ClockSkew {
  /** This device's clock minus the server's, in ms (positive: this device runs ahead). */
  skewMs: number;
  /** Half the round trip: the skew is right to within this. */
  uncertaintyMs: number;
}

export function skewFrom(sentAt: number, serverAt: number, receivedAt: number): ClockSkew {
  const middle = (sentAt + receivedAt) / 2;
  return { skewMs: Math.round(middle - serverAt), uncertaintyMs: Math.round((receivedAt - sentAt) / 2) };
}

export async function measureClockSkew(): Promise<ClockSkew> {
  const sentAt = Date.now();
  const { now } = await apiGet('/api/time', ServerTimeSchema);
  return skewFrom(sentAt, Date.parse(now), Date.now());
}
