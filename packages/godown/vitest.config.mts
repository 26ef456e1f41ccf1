import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'godown',
    // One server for the whole run; every test file takes its own fresh database on it.
    globalSetup: ['tests/setup/server.ts'],
    include: ['tests/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
