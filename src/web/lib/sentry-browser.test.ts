// The browser's Sentry half: the official SDK, started once, sends what it is given to the DSN
// named by the server's config — here a local server that captures the envelope.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendToSentry } from './sentry-browser.js';
import type { SentryBrowserSdk } from './sentry-browser.js';

describe('sendToSentry', () => {
  let server: http.Server;
  const bodies: string[] = [];
  let arrived: () => void = () => undefined;
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        bodies.push(`${request.url ?? ''}\n${body}`);
        response.writeHead(200, { 'access-control-allow-origin': '*' }).end('{}');
        arrived();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('starts the SDK once and sends each error with its route and kind to the DSN', async () => {
    const port = (server.address() as AddressInfo).port;
    const target = { dsn: `http://publickey@127.0.0.1:${port}/7`, environment: 'staging', release: '0.9.1' };
    let imports = 0;
    const importSdk = async (): Promise<SentryBrowserSdk> => {
      imports += 1;
      return await import('@sentry/browser');
    };
    const first = new Promise<void>((resolve) => (arrived = resolve));
    await sendToSentry(target, new RangeError('square out of the grid'), { kind: 'error', route: '/games/:gameId' }, importSdk);
    await first;
    const second = new Promise<void>((resolve) => (arrived = resolve));
    await sendToSentry(target, new Error('second one'), { kind: 'command', route: '/' }, importSdk);
    await second;
    expect(imports).toBe(1);
    const envelopes = bodies.filter((b) => b.startsWith('/api/7/envelope/'));
    expect(envelopes).toHaveLength(2);
    expect(envelopes[0]).toContain('square out of the grid');
    expect(envelopes[0]).toContain('"route":"/games/:gameId"');
    expect(envelopes[0]).toContain('"environment":"staging"');
    expect(envelopes[0]).toContain('"release":"0.9.1"');
    expect(envelopes[1]).toContain('"kind":"command"');
  });
});
