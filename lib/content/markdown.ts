/**
 * Markdown to HTML for the content files (marked, GitHub flavour). Runs at build time on our own
 * files; raw HTML in a file is still escaped rather than passed through, so a stray tag in a content
 * file shows as text instead of changing the page.
 */
import { Marked, Renderer, type Token } from 'marked';

export interface RenderedMarkdown {
  html: string;
  /** Words of running text, for the "at least 600 words" rule on articles. */
  wordCount: number;
  tableCount: number;
  /** Plain text of each heading in order, e.g. to find an FAQ section. */
  headings: { depth: number; text: string }[];
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** `Why thermal printing took over` -> `why-thermal-printing-took-over`, for heading anchors. */
export function headingId(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'section'
  );
}

function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

function collectText(tokens: Token[], out: string[]): void {
  for (const token of tokens) {
    if (token.type === 'table') {
      for (const cell of token.header) out.push(cell.text);
      for (const row of token.rows) for (const cell of row) out.push(cell.text);
    } else if ('tokens' in token && Array.isArray(token.tokens) && token.tokens.length > 0) {
      collectText(token.tokens, out);
    } else if (token.type === 'list') {
      for (const item of token.items) collectText(item.tokens, out);
    } else if ('text' in token && typeof token.text === 'string') {
      out.push(token.text);
    }
  }
}

/**
 * Renders one document. Throws when the body has its own level-1 heading: the page title is the
 * page's only H1, taken from the front matter.
 */
export function renderMarkdown(source: string, fileLabel: string): RenderedMarkdown {
  // One instance per document: heading ids and table labels depend on what came before in it.
  const usedIds = new Map<string, number>();
  let lastHeading = '';
  const marked = new Marked({
    gfm: true,
    async: false,
    renderer: {
      html({ text }) {
        return escapeHtml(text);
      },
      heading({ tokens, depth }) {
        const inner = this.parser.parseInline(tokens);
        const plain = this.parser.parseInline(tokens, this.parser.textRenderer);
        lastHeading = plain;
        const base = headingId(plain);
        const seen = usedIds.get(base) ?? 0;
        usedIds.set(base, seen + 1);
        const id = seen === 0 ? base : `${base}-${seen + 1}`;
        return `<h${depth} id="${id}">${inner}</h${depth}>\n`;
      },
      table(token) {
        // Wide tables scroll inside their own box on a phone; the box is focusable so keyboard users
        // can scroll it too, and named after the section it belongs to.
        const table = Renderer.prototype.table.call(this, token);
        const label = escapeHtml(lastHeading || 'Table');
        return `<div class="table-scroll" role="region" aria-label="${label}" tabindex="0">${table}</div>\n`;
      },
    },
  });

  const tokens = marked.lexer(source);
  const h1 = tokens.find((token) => token.type === 'heading' && token.depth === 1);
  if (h1) throw new Error(`${fileLabel}: the body must not contain a level-1 heading ("${h1.raw.trim()}"); the title is the H1.`);

  const text: string[] = [];
  collectText(tokens, text);
  const headings = tokens.flatMap((token) => (token.type === 'heading' ? [{ depth: token.depth, text: token.text }] : []));
  const html = marked.parser(tokens);
  return {
    html,
    wordCount: countWords(text.join(' ')),
    tableCount: tokens.filter((token) => token.type === 'table').length,
    headings,
  };
}
