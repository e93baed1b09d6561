// The NOTIFY lag between instances (metrics): each instance times its own NOTIFY through the
// database and back to its own LISTEN, and ignores the probes of every other instance.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startNotifyProbe } from '../../src/server/realtime/notify-probe.js';
import { engines } from '../setup/test-databases.js';
import { startTestServer } from '../setup/test-server.js';
import type { TestServer } from '../setup/test-server.js';

describe.each(engines)('the NOTIFY probe on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    await server.stop();
  });

  it('hears its own probe back, once each, and never another instance’s', async () => {
    const heard = { first: [] as number[], second: [] as number[] };
    const errors: unknown[] = [];
    const fail = (error: unknown) => errors.push(error);
    let firstHeard: () => void = () => undefined;
    const firstArrived = new Promise<void>((resolve) => (firstHeard = resolve));
    let secondHeard: () => void = () => undefined;
    const secondArrived = new Promise<void>((resolve) => (secondHeard = resolve));
    // A long interval: only the probe each sends at start.
    const stopFirst = await startNotifyProbe(server.db, (s) => (heard.first.push(s), firstHeard()), fail, 3_600_000);
    const stopSecond = await startNotifyProbe(server.db, (s) => (heard.second.push(s), secondHeard()), fail, 3_600_000);
    await Promise.all([firstArrived, secondArrived]);
    // Each heard both probes on the channel (one LISTEN, in the order sent), and counted only its own.
    await stopFirst();
    await stopSecond();
    expect(heard.first).toHaveLength(1);
    expect(heard.second).toHaveLength(1);
    expect(heard.first[0]).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });
});
