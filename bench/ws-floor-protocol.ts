// Messages between bench/ws-floor.ts and bench/ws-floor-server.ts, over IPC.

export const strategies = ['ws-send', 'preframed', 'ws-send-corked', 'preframed-batched'] as const;
export type Strategy = (typeof strategies)[number];

export type FloorCommand = { cmd: 'publish'; strategy: Strategy; versions: number[] } | { cmd: 'close' };

export type FloorEvent = { type: 'listening'; port: number } | { type: 'sent'; userMs: number; systemMs: number };
