// The Simulator sports provider (docs/product/live-data.md): the default when no feed is configured, and the test
// control hooks behind GET /api/dev/sim/games and POST /api/dev/sim/games/{id}.

export { createSimulatorProvider } from './simulator-provider.js';
export type { SimulatorAdvance, SimulatorOptions, SimulatorProvider } from './simulator-provider.js';
export type { SimulatorOverride } from './override.js';
export { SimulatorInputError } from './errors.js';
export type { SimulatorInputErrorCode } from './errors.js';
