// Where the server's log lines go (decision 051). pino's default destination writes each line to
// stdout with its own write(2): on a busy server that system call was a third of a logged
// request's CPU (bench/request-overhead.ts). Lines are gathered instead and written together:
// - once the gathered lines reach LOG_BUFFER.bytes, or every LOG_BUFFER.flushMs, whichever first;
// - a warning or worse at once, with every line gathered before it (in order);
// - whatever is left when the process exits (process.exit, a crash that ends it, a signal's
//   handler that exits). Only a process killed outright (SIGKILL, out of memory) loses the info
//   lines of its last LOG_BUFFER.flushMs.
import { pino } from 'pino';
import type { DestinationStream } from 'pino';

export const LOG_BUFFER = { bytes: 4096, flushMs: 250 } as const;

/** pino's number for `warn`: this level and above are written at once. */
const WARN = 40;
/** pino sets `lastLevel` on a destination that carries this symbol, before each write. */
const NEEDS_METADATA = Symbol.for('pino.metadata');

export interface BufferedLog extends DestinationStream {
  /** Writes every gathered line now. */
  flush(): void;
}

/** A destination gathering lines for `dest` (a file descriptor or a file path). */
export function bufferedLog(dest: number | string): BufferedLog {
  const sink = pino.destination({ dest, sync: true, minLength: LOG_BUFFER.bytes, periodicFlush: LOG_BUFFER.flushMs });
  const log = {
    [NEEDS_METADATA]: true,
    lastLevel: 0,
    write(line: string) {
      sink.write(line);
      if (log.lastLevel >= WARN) sink.flush();
    },
    flush() {
      sink.flush();
    },
  };
  return log;
}

let stdout: BufferedLog | undefined;

/** The process's one stdout destination, flushed when the process exits. */
export function stdoutLog(): BufferedLog {
  if (stdout) return stdout;
  const log = bufferedLog(1);
  process.once('exit', () => log.flush());
  return (stdout = log);
}
