import { afterEach, beforeEach, vi } from 'vitest';

// STYLE.md: a console.error during a unit test fails it.
let errors: unknown[][] = [];
beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  if (errors.length > 0) {
    throw new Error(`console.error foi chamado durante o teste: ${JSON.stringify(errors)}`);
  }
});
