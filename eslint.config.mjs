import { FlatCompat } from '@eslint/eslintrc';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const compat = new FlatCompat({ baseDirectory: dirname(fileURLToPath(import.meta.url)) });

const config = [
  { ignores: ['.next/**', '.next-*/**', 'node_modules/**', '.data/**', 'next-env.d.ts', 'bench/**', 'test-results/**', 'playwright-report/**'] },
  ...compat.extends('next/core-web-vitals', 'next/typescript'),
  // Test helpers such as useTestDatabase() register Vitest hooks, not React hooks.
  { files: ['tests/**/*.ts'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
  // The configuration module is the only reader of process.env: everything else asks config(), so every
  // variable is checked once, listed in .env.example and documented. Exempt, each for its reason:
  // - lib/server/platform/config.mjs: the module itself;
  // - scripts/, tests/, packages/godown/tests/, playwright.config.ts, vitest.config.ts: tooling that sets
  //   up the environment of the servers and runs it starts (ports, databases, the variables under test);
  // - instrumentation.ts: Next's documented `process.env.NEXT_RUNTIME === 'nodejs'` test must stay
  //   literal, so that the bundler drops the Node.js-only import from the Edge compile.
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    ignores: [
      'lib/server/platform/config.mjs',
      'scripts/**',
      'tests/**',
      'packages/godown/tests/**',
      'playwright.config.ts',
      'vitest.config.ts',
      'instrumentation.ts',
    ],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read settings through config() of lib/server/platform/config.mjs, the only reader of process.env.' },
      ],
    },
  },
];

export default config;
