/**
 * The articles and policies as the app loads them (lib/content/load.ts). That module is server-only,
 * which Playwright's workers cannot import, so it is read once in a child process with the
 * react-server condition, as the app's scripts run, and handed back as JSON.
 */
import { execFileSync } from 'node:child_process';
import type { Article, Policy } from '@/lib/types/content';

// tsx loads the TypeScript module as CommonJS: its exports arrive as the default export.
const LOAD = `import('./lib/content/load.ts').then(({ default: load }) => process.stdout.write(
  JSON.stringify({ articles: load.listArticles(), blogArticles: load.listBlogArticles(), policies: load.listPolicies() })))`;

export function loadContent(): { articles: Article[]; blogArticles: Article[]; policies: Policy[] } {
  const output = execFileSync(process.execPath, ['--conditions=react-server', '--import', 'tsx', '--input-type=module', '-e', LOAD], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(output);
}
