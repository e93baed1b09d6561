// Messages between bench/gameday-floor.ts and its bare instances (bench/gameday-floor-server.ts), over IPC.

/** The table each bare claim or pick inserts one row into (made and dropped by bench/gameday-floor.ts). */
export const FLOOR_TABLE = 'bench_gameday_floor';
/** The channel a bare instance NOTIFYs a tick on and both LISTEN to. */
export const FLOOR_CHANNEL = 'bench_gameday_floor';

export type GamedayFloorCommand =
  | {
      cmd: 'start';
      port: number;
      databaseUrl: string;
      /** The league topic every socket subscribes to, and the data of the app's ticks' updates on it (JSON text), tick 1 first. */
      topic: string;
      frames: string[];
    }
  | { cmd: 'close' };

export type GamedayFloorEvent = { type: 'listening' } | { type: 'error'; message: string };
