// The flooder of the socket-flood benchmark, in its own process so its work does not slow the
// bench's health loop: one socket sends subscribe/unsubscribe pairs as fast as it drains and,
// when the server closes it, opens another at once (what an attacker would do). Prints one JSON
// line: { messages, closes: { code: count }, refused } when FLOOD_MS have passed.
import WebSocket from 'ws';

const url = process.env.FLOOD_URL ?? '';
const cookie = process.env.FLOOD_COOKIE ?? '';
const until = Date.now() + Number(process.env.FLOOD_MS ?? 8_000);
const TOPICS = ['site-config', 'sports-league:NFL', 'sports-game:flood'];

let messages = 0;
let refused = 0;
const closes: Record<string, number> = {};

function open(): void {
  if (Date.now() >= until) return finish();
  const ws = new WebSocket(url, { headers: { cookie, origin: url.replace(/^ws/, 'http').replace(/\/api\/live$/, '') }, perMessageDeflate: false });
  const pump = () => {
    // Keep about 64 KiB queued: as fast as the socket takes them, without buffering without bound.
    // At most 100 pairs a turn: the loopback takes writes as fast as they come, and the client must
    // still read the server's close frame and reconnect.
    for (let pairs = 0; pairs < 100 && ws.readyState === WebSocket.OPEN && ws.bufferedAmount < 65_536; pairs++) {
      const topic = TOPICS[messages % TOPICS.length] ?? 'site-config';
      ws.send(`{"type":"subscribe","topic":"${topic}"}`);
      ws.send(`{"type":"unsubscribe","topic":"${topic}"}`);
      messages += 2;
    }
    if (ws.readyState === WebSocket.OPEN) {
      if (Date.now() >= until) ws.close();
      else setImmediate(pump);
    }
  };
  ws.on('open', pump);
  ws.on('message', () => undefined);
  ws.on('unexpected-response', (_req, res) => {
    res.resume();
    refused++;
    ws.terminate();
    setTimeout(open, 10);
  });
  ws.on('error', () => undefined);
  ws.on('close', (code) => {
    closes[code] = (closes[code] ?? 0) + 1;
    setImmediate(open);
  });
}

let done = false;
function finish(): void {
  if (done) return;
  done = true;
  process.stdout.write(`${JSON.stringify({ messages, closes, refused })}\n`);
  process.exit(0);
}

open();
setTimeout(finish, until - Date.now() + 2_000).unref();
