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
  },
});
