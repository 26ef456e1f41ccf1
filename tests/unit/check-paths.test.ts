import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { missingPaths, pathsIn, readableParts } from '@/scripts/check-paths';

describe('npm run check:paths', () => {
  it('takes repo paths with an extension or a trailing slash, not URLs, module names, globs or bare folders', () => {
    const text = [
      'see lib/server/platform/log.ts, and (components/forms/form.module.css).',
      'app/(site)/products/[[...segments]]/page.tsx and content/articles/',
      'https://example.com/lib/x.ts @/lib/server/platform/log tests/**/*.test.ts lib/server and docs/deploy.md:',
    ].join('\n');
    expect(pathsIn(text).map((found) => found.path)).toEqual([
      'lib/server/platform/log.ts',
      'components/forms/form.module.css',
      'app/(site)/products/[[...segments]]/page.tsx',
      'content/articles/',
      'docs/deploy.md',
    ]);
  });

  it('reads the comments of code, never its strings, and all of a doc', () => {
    const code = "// lib/a.ts\nconst s = 'lib/b.ts';\n/** lib/c.ts */\nexport const x = <p>{/* lib/d.ts */}lib/e.ts</p>;\n";
    const parts = readableParts('x.tsx', code) ?? [];
    expect(parts.flatMap((part) => pathsIn(part.text, part.line)).map((found) => `${found.line}:${found.path}`)).toEqual([
      '1:lib/a.ts',
      '3:lib/c.ts',
      '4:lib/d.ts',
    ]);
    expect(readableParts('docs/x.md', 'lib/a.ts')).toEqual([{ text: 'lib/a.ts', line: 1 }]);
    expect(readableParts('content/articles/x.md', 'lib/a.ts')).toBeUndefined();
  });

  it('reports each path that exists neither at the root, beside the file, nor in its package', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'check-paths-'));
    mkdirSync(path.join(root, 'lib'));
    mkdirSync(path.join(root, 'packages/pkg/tests'), { recursive: true });
    writeFileSync(path.join(root, 'lib/here.ts'), '/** lib/here.ts and lib/gone.ts */\n');
    writeFileSync(path.join(root, 'packages/pkg/package.json'), '{}');
    writeFileSync(path.join(root, 'packages/pkg/tests/a.test.ts'), '');
    writeFileSync(path.join(root, 'packages/pkg/README.md'), 'tests/a.test.ts, tests/b.test.ts\n');
    expect(missingPaths(root, ['lib/here.ts', 'packages/pkg/README.md'])).toEqual([
      { file: 'lib/here.ts', line: 1, path: 'lib/gone.ts' },
      { file: 'packages/pkg/README.md', line: 1, path: 'tests/b.test.ts' },
    ]);
  });
});
