// Vitest setupFile: a test during which anything calls console.error fails.
// The call still prints as usual; the failure repeats its arguments.
import { formatWithOptions } from 'node:util';
import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';

let spy: MockInstance<typeof console.error> | undefined;

beforeEach(() => {
  spy = vi.spyOn(console, 'error');
});

afterEach(() => {
  const calls = spy?.mock.calls ?? [];
  spy?.mockRestore();
  spy = undefined;
  if (calls.length > 0) {
    const printed = calls.map((args, i) => `  #${i + 1}: ${formatWithOptions({ depth: 4 }, ...(args as unknown[]))}`).join('\n');
    throw new Error(`console.error was called ${calls.length} time(s) during this test:\n${printed}`);
  }
});
