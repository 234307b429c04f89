import { defineConfig } from 'vitest/config';

/**
 * Tests of the built server as a process (start-up, shutdown, crashes, database and mail
 * faults): `npm run test:process`, after `npm run build`.
 */
export default defineConfig({
  test: {
    include: ['tests/process/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
    // The files share their worker's modules (Vitest's loader, the helpers) instead of loading
    // them again each: a third less of this part's own CPU. Every file starts its own servers.
    isolate: false,
  },
});
