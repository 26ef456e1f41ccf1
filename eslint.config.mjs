import { FlatCompat } from '@eslint/eslintrc';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const compat = new FlatCompat({ baseDirectory: dirname(fileURLToPath(import.meta.url)) });

const config = [
  { ignores: ['.next/**', '.next-*/**', 'node_modules/**', '.data/**', 'next-env.d.ts', 'bench/**', 'test-results/**', 'playwright-report/**'] },
  ...compat.extends('next/core-web-vitals', 'next/typescript'),
  // Test helpers such as useTestDatabase() register Vitest hooks, not React hooks.
  { files: ['tests/**/*.ts'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
];

export default config;
