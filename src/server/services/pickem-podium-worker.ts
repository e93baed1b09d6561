// The podium probability worker (docs/product/pickem.md): runs domain podiumProbabilities off the main
// thread, so a recompute over thousands of entries never holds up requests or sockets.
import { parentPort } from 'node:worker_threads';
import { podiumProbabilities } from '../../domain/pickem/index.js';
import type { PodiumInput } from '../../domain/pickem/index.js';

export interface PodiumRequest {
  id: number;
  input: PodiumInput;
}

export interface PodiumReply {
  id: number;
  probabilities?: Array<[string, number]>;
  error?: string;
}

parentPort?.on('message', (request: PodiumRequest) => {
  let reply: PodiumReply;
  try {
    reply = { id: request.id, probabilities: [...podiumProbabilities(request.input)] };
  } catch (error) {
    reply = { id: request.id, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(reply);
});
