// reportToSentry: nothing without a DSN; with one, the real SDK (@sentry/node) sends an envelope
// to the DSN's host — here a local server that captures it.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportToSentry } from './sentry.js';

describe('reportToSentry', () => {
  let server: http.Server;
  const bodies: string[] = [];
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        bodies.push(`${request.url ?? ''}\n${body}`);
        response.writeHead(200).end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('loads nothing and reports nothing without a DSN', async () => {
    let imported = false;
    const reporter = await reportToSentry({ dsn: undefined, environment: 'production', release: '1.0.0', importSdk: () => {
        imported = true;
        return Promise.resolve({});
      },
    });
    expect(reporter).toBeNull();
    expect(imported).toBe(false);
  });

  it('sends the error, its fingerprint and correlation id to the DSN', async () => {
    const port = (server.address() as AddressInfo).port;
    const reporter = await reportToSentry({ dsn: `http://publickey@127.0.0.1:${port}/42`, environment: 'staging', release: '1.2.3' });
    expect(reporter).not.toBeNull();
    reporter!.report(new TypeError('grid went missing'), { source: 'server', route: 'GET /api/games/:gameId', correlationId: 'req-abcdef12', fingerprint: '0123456789abcdef' });
    await reporter!.close();
    const envelope = bodies.find((b) => b.startsWith('/api/42/envelope/'));
    expect(envelope).toBeDefined();
    expect(envelope).toContain('grid went missing');
    expect(envelope).toContain('0123456789abcdef');
    expect(envelope).toContain('req-abcdef12');
    expect(envelope).toContain('"environment":"staging"');
  });
});
