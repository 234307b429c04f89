import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: more workers only fight over them.
    maxWorkers: 2,
    // Test files share their worker's modules instead of loading Fastify, Drizzle, zod, React
    // and i18next again for each file (a third to a half of the time). Each server test file
    // builds its own app and database; each component test renders afresh, and setup.ts puts
    // back what a test changes globally (toasts, language, stubs, mocks, timers).
    isolate: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['src/**/*.test.ts', 'tests/repo/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['src/server/test/global-setup.ts'],
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
