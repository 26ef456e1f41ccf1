import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        // server-only throws outside Next's server bundles; tests import server modules directly.
        resolve: { alias: { '@': root, 'server-only': `${root}node_modules/server-only/empty.js` } },
        test: {
          name: 'app',
          // One embedded MongoDB for the whole run; every test file takes its own fresh database from it.
          globalSetup: ['tests/setup/database.ts'],
          setupFiles: ['tests/setup/testing-library.ts'],
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: ['tests/e2e/**', 'node_modules/**'],
          environment: 'node',
          testTimeout: 30_000,
          env: {
            JWT_SECRET: 'test-only-secret-that-is-long-enough-0123456789',
            // Cheap hashes keep the suite fast; the cost-upgrade rule is tested by raising it.
            BCRYPT_COST: '4',
            LOG_SILENT: '1',
            // The first admin's sign-up needs the setup code (SETUP_CODE in tests/api/http.ts).
            ADMIN_SETUP_CODE: 'test-setup-code-0123456789',
          },
          hookTimeout: 60_000,
        },
      },
      // Workspace packages with their own vitest.config.ts: packages/godown's conformance suite.
      'packages/*',
    ],
  },
});
