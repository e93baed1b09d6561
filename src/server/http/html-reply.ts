// A page the server writes, sent gzipped when the browser takes it (every browser does): the pages
// carry their text, and the home page its hero's stylesheet, so they are no longer a 2 kB shell.
// Most documents are written once per path, so their compressed bytes are kept too (a bounded LRU:
// the not-found page names the path asked for, so those are many).
import { gzipSync } from 'node:zlib';
import type { FastifyReply } from 'fastify';
import { LRUCache } from 'lru-cache';

const compressed = new LRUCache<string, Buffer>({ max: 300 });

function gzipped(html: string): Buffer {
  let body = compressed.get(html);
  if (body === undefined) {
    body = gzipSync(html, { level: 9 });
    compressed.set(html, body);
  }
  return body;
}

/** Sends `html` with `status`, revalidated on every visit, gzipped when the request accepts it. */
export function sendHtml(reply: FastifyReply, html: string, status: number): FastifyReply {
  reply.status(status).header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
  const accepts = reply.request.headers['accept-encoding'] ?? '';
  if (/\bgzip\b/i.test(Array.isArray(accepts) ? accepts.join(',') : accepts)) return reply.header('content-encoding', 'gzip').send(gzipped(html));
  return reply.send(html);
}
