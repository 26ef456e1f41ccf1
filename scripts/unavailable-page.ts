/**
 * The page nginx answers when the shop cannot (502, 503, 504 from nginx itself) and it holds no
 * copy of what was asked: deploy/nginx/errors/unavailable.html, served through proxy.conf's
 * error_page. One self-contained document (inline style and logo, no script, no request to the app,
 * which is down), in the shop's colours, with its name and how to reach it, from content/site.ts and
 * the texts of the app's own error state (messages.pageError).
 *
 * `npm run nginx:error-page` writes the file; tests/unit/nginx-error-page.test.ts fails while the
 * committed file differs from what this makes, so a changed phone number cannot be forgotten here.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { postalAddress, site } from '@/content/site';
import { messages } from '@/lib/messages';

export const UNAVAILABLE_PAGE_FILE = 'deploy/nginx/errors/unavailable.html';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const telHref = (number: string) => `tel:${number.replace(/[^+\d]/g, '')}`;

/** The logo as the site ships it (public/images/logo.svg), drawn inline and decorative. */
function logoSvg(root: string): string {
  const svg = readFileSync(path.join(root, 'public/images/logo.svg'), 'utf8').trim();
  return svg.replace(/^<svg /, '<svg aria-hidden="true" focusable="false" ');
}

export function unavailablePage(root: string = process.cwd()): string {
  const e = escapeHtml;
  return `<!doctype html>
<html lang="en-IN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${e(messages.pageError.title)} | ${e(site.name)}</title>
<style>
  :root { --brand: #b91c1c; --brand-dark: #7f1d1d; --ink: #1f2937; --ink-soft: #4b5563; --line: #e5e7eb; }
  * { box-sizing: border-box; }
  body { margin: 0; font-family: system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif; color: var(--ink); background: #fff; line-height: 1.5; }
  header, footer { padding: 0.75rem 1rem; border-bottom: 1px solid var(--line); }
  footer { border-bottom: 0; border-top: 1px solid var(--line); color: var(--ink-soft); font-size: 0.9rem; text-align: center; }
  header svg { display: block; max-width: 100%; height: auto; }
  main { max-width: 40rem; margin: 0 auto; padding: 3rem 1rem 2rem; text-align: center; }
  h1 { margin: 0 0 0.75rem; font-size: 1.5rem; }
  p { margin: 0 0 0.75rem; color: var(--ink-soft); overflow-wrap: anywhere; }
  a { color: var(--brand); font-weight: 600; }
  .retry { display: inline-block; margin: 0.75rem 0; padding: 0.75rem 1.5rem; border-radius: 10px; background: var(--brand); color: #fff; text-decoration: none; font-weight: 700; }
  .retry:hover { background: var(--brand-dark); }
</style>
</head>
<body>
<header><a href="/" aria-label="${e(site.name)}">${logoSvg(root)}</a></header>
<main>
<h1>${e(messages.pageError.title)}</h1>
<p>${e(messages.pageError.text)}</p>
<p><a href="${e(telHref(site.mobile))}">${e(site.mobile)}</a> · <a href="${e(telHref(site.phone))}">${e(site.phone)}</a> · <a href="https://wa.me/${e(site.whatsappNumber)}" rel="noopener noreferrer">WhatsApp</a></p>
<a class="retry" href="">${e(messages.pageError.retry)}</a>
<p><a href="/">${e(messages.site.goBackHome)}</a></p>
</main>
<footer>${e(site.name)}, ${e(postalAddress)} · ${e(site.openingHours.text)}</footer>
</body>
</html>
`;
}
