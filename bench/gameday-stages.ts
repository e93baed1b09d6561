// (decision 045) Where a feed tick's time goes on its way to the screens, for investigations: run the
// gameday bench with CLUSTER_LOG_DIR=<dir> and CLUSTER_LOG_LEVEL=debug, and it reads the instances'
// logs after the run. Per tick, in ms from the tick's request: its games stored and announced
// (the ingest's `storedAt`, on whichever instance took the request, logged once the tick's pools
// have followed: a tick whose instance was killed first shows none, or a later tick's), then on each instance the
// league topic's NOTIFY heard, its log read and its frames written to every subscribed socket
// (the hub's 'topic fanned out' lines), and the screens' p50 (the load clients' arrivals).
import fs from 'node:fs';
import path from 'node:path';
import { ms } from './gameday-split.js';
import type { Tick } from './gameday-split.js';

const LEAGUE_TOPIC = 'sports-league:NFL';

interface Fanned {
  instance: string;
  heardAt: number;
  readAt: number;
  writtenAt: number;
  sockets: number;
}

/** The JSON lines of every instance log in `dir` (pino's output; other lines are skipped). */
function logLines(dir: string): Array<{ instance: string; line: Record<string, unknown> }> {
  const lines: Array<{ instance: string; line: Record<string, unknown> }> = [];
  for (const file of fs.readdirSync(dir).filter((name) => name.startsWith('instance-') && name.endsWith('.log'))) {
    const instance = file.split('-')[1] ?? file;
    for (const text of fs.readFileSync(path.join(dir, file), 'utf8').split('\n')) {
      if (!text.startsWith('{')) continue;
      try {
        lines.push({ instance, line: JSON.parse(text) as Record<string, unknown> });
      } catch {
        // a line cut by the kill
      }
    }
  }
  return lines;
}

const num = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);
const median = (values: readonly number[]) => ms(values, 50);

/** One line per tick and a median line over the run; empty when the logs are not there. */
export function stageLines(dir: string | undefined, ticks: readonly Tick[]): string[] {
  if (!dir || !fs.existsSync(dir)) return [];
  const lines = logLines(dir);
  const stored = lines.flatMap(({ line }) => (line.msg === 'feed tick followed' && num(line.storedAt) !== undefined ? [num(line.storedAt)!] : []));
  const fanned: Fanned[] = lines.flatMap(({ instance, line }) => {
    const [heardAt, readAt, writtenAt, sockets] = [num(line.heardAt), num(line.readAt), num(line.writtenAt), num(line.sockets)];
    if (line.msg !== 'topic fanned out' || line.topic !== LEAGUE_TOPIC || heardAt === undefined || readAt === undefined || writtenAt === undefined) return [];
    return [{ instance, heardAt, readAt, writtenAt, sockets: sockets ?? 0 }];
  });
  if (stored.length === 0 && fanned.length === 0) return [`stages: no ingest or fan-out lines in ${dir} (CLUSTER_LOG_LEVEL=debug?)`];
  const out: string[] = [];
  const columns = { stored: [] as number[], heard: [] as number[], read: [] as number[], written: [] as number[], screens: [] as number[] };
  ticks.forEach((tick, i) => {
    const end = ticks[i + 1]?.at ?? Infinity;
    const within = (at: number) => at >= tick.at && at < end;
    const storedAt = stored.find(within);
    const parts = [`tick ${tick.k}: stored +${storedAt === undefined ? '?' : Math.round(storedAt - tick.at)}`];
    for (const instance of [...new Set(fanned.map((f) => f.instance))].sort()) {
      const first = fanned.find((f) => f.instance === instance && within(f.heardAt));
      if (!first) continue;
      const rel = (at: number) => Math.round(at - tick.at);
      parts.push(`${instance}: heard +${rel(first.heardAt)} read +${rel(first.readAt)} written +${rel(first.writtenAt)} (${first.sockets} sockets)`);
      columns.heard.push(rel(first.heardAt));
      columns.read.push(rel(first.readAt));
      columns.written.push(rel(first.writtenAt));
    }
    if (storedAt !== undefined) columns.stored.push(storedAt - tick.at);
    const screens = median(tick.arrivals);
    if (!Number.isNaN(screens)) columns.screens.push(screens);
    out.push(`${parts.join('; ')}; screens p50 +${screens}`);
  });
  out.push(
    `stages, medians over ticks and instances (ms from the tick's request): stored ${median(columns.stored)}, heard ${median(columns.heard)}, ` +
      `read ${median(columns.read)}, written to every socket ${median(columns.written)}, screens p50 ${median(columns.screens)}`,
  );
  return out;
}
