import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: more workers only fight over them.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['src/**/*.test.ts', 'tests/repo/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['src/server/test/global-setup.ts'],
          // Test files share a worker's modules instead of loading Fastify, Drizzle and zod
          // again for each file (a third of this project's time). Each file builds its own app
          // and database; a test leaves no global state behind (timers, env, stubs).
          isolate: false,
        },
      },
      {
        // Components rendered with Testing Library in a simulated DOM; fetch is the boundary.
        extends: true,
        plugins: [react()],
        test: {
          name: 'components',
          include: ['src/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['src/client/test/setup.ts'],
        },
      },
    ],
  },
});
