/**
 * Reads the Markdown content files (articles, policies, About) with gray-matter, checks their front
 * matter with zod and renders their bodies with marked. Server only (node:fs): pages call it while
 * they are prerendered at build time, so a bad file stops the build with the file's name in the error.
 */
import 'server-only';
import matter from 'gray-matter';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { formatArticleDate } from '@/lib/content/article-date';
import { config } from '@/lib/server/platform/config.mjs';
import { renderMarkdown } from '@/lib/content/markdown';
import {
  aboutBannerFrontMatterSchema,
  aboutSectionFrontMatterSchema,
  articleFrontMatterSchema,
  policyFrontMatterSchema,
  type ArticleFrontMatter,
} from '@/lib/content/schema';
import { ARTICLE_SLUGS, POLICY_SLUGS, contentPath, type ArticleSlug, type PolicySlug } from '@/lib/content/slugs';
import type { AboutSection, Article, Policy } from '@/lib/types/content';

/** The blog grid: 10 cards out of the 11 articles. */
export const BLOG_CARD_COUNT = 10;
/** The About page: four text-and-image cards. */
export const ABOUT_SECTION_COUNT = 4;

function contentRoot(): string {
  return path.join(process.cwd(), 'content');
}

interface ParsedFile<T> {
  data: T;
  body: string;
  label: string;
}

function readContentFile<S extends z.ZodType>(relativePath: string, schema: S): ParsedFile<z.output<S>> {
  const label = `content/${relativePath}`;
  let source: string;
  try {
    source = readFileSync(path.join(contentRoot(), relativePath), 'utf8');
  } catch (error) {
    throw new Error(`${label}: cannot read the content file (${(error as Error).message})`);
  }
  // Parse without gray-matter's cache, which would hand back the same (mutable) object for equal text.
  const { data, content } = matter(source, {});
  const result = schema.safeParse(data);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `  - ${issue.path.join('.') || '(front matter)'}: ${issue.message}`).join('\n');
    throw new Error(`${label}: invalid front matter\n${problems}`);
  }
  return { data: result.data, body: content, label };
}

/** Fails when a folder holds files the code does not know, or lacks ones it expects. */
function assertFolderHolds(folder: string, expected: readonly string[]): void {
  const present = readdirSync(path.join(contentRoot(), folder))
    .filter((name) => name.endsWith('.md'))
    .map((name) => name.slice(0, -3));
  const missing = expected.filter((slug) => !present.includes(slug));
  const unknown = present.filter((slug) => !expected.includes(slug));
  if (missing.length || unknown.length) {
    throw new Error(
      `content/${folder}: expected exactly the files of lib/content/slugs.ts` +
        (missing.length ? `; missing ${missing.join(', ')}` : '') +
        (unknown.length ? `; not listed in lib/content/slugs.ts: ${unknown.join(', ')}` : ''),
    );
  }
}

// Each file is read once per process: pages are prerendered in parallel at build time and would
// otherwise parse the same files again for the listing, metadata and the page itself. In dev the
// files are read fresh so an edit shows on reload.
const memo = new Map<string, unknown>();
function once<T>(key: string, load: () => T): T {
  if (config().NODE_ENV !== 'production') return load();
  if (!memo.has(key)) memo.set(key, load());
  return memo.get(key) as T;
}

const FAQ_HEADING = /^(frequently asked questions|faqs?)\b/i;

/**
 * When a body has an FAQ section of its own, the FAQPage JSON-LD (from front matter) must say what the
 * page shows: every front-matter question as a heading of the body and every answer in its text.
 */
function faqShownInBody(data: ArticleFrontMatter, body: string, headings: { text: string }[], label: string): boolean {
  if (!headings.some((heading) => FAQ_HEADING.test(heading.text))) return false;
  if (!data.faq) return true;
  const flatBody = body.replace(/\s+/g, ' ');
  for (const { q, a } of data.faq) {
    if (!headings.some((heading) => heading.text === q) || !flatBody.includes(a.replace(/\s+/g, ' '))) {
      throw new Error(`${label}: the FAQ in the body and the front matter disagree on "${q}"; keep them identical or keep only the front matter.`);
    }
  }
  return true;
}

export function getArticle(slug: ArticleSlug): Article {
  return once(`article:${slug}`, () => {
    const { data, body, label } = readContentFile(`articles/${slug}.md`, articleFrontMatterSchema);
    const { headings, ...rendered } = renderMarkdown(body, label);
    const faqInBody = faqShownInBody(data, body, headings, label);
    return { ...data, slug, path: contentPath(slug), dateText: formatArticleDate(data.date), ...rendered, faqInBody };
  });
}

/** All eleven articles, newest first. */
export function listArticles(): Article[] {
  return once('articles', () => {
    assertFolderHolds('articles', ARTICLE_SLUGS);
    return ARTICLE_SLUGS.map(getArticle).sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
  });
}

/** The articles on the /blogs grid (front matter `listed: true`), newest first. */
export function listBlogArticles(): Article[] {
  const listed = listArticles().filter((article) => article.listed);
  if (listed.length !== BLOG_CARD_COUNT) {
    throw new Error(`content/articles: ${listed.length} articles have listed: true; the blog grid shows exactly ${BLOG_CARD_COUNT}.`);
  }
  return listed;
}

export function getPolicy(slug: PolicySlug): Policy {
  return once(`policy:${slug}`, () => {
    const { data, body, label } = readContentFile(`policies/${slug}.md`, policyFrontMatterSchema);
    const { html } = renderMarkdown(body, label);
    return { ...data, slug, path: contentPath(slug), updatedText: formatArticleDate(data.updated), html };
  });
}

export function listPolicies(): Policy[] {
  return once('policies', () => {
    assertFolderHolds('policies', POLICY_SLUGS);
    return POLICY_SLUGS.map(getPolicy);
  });
}

/** The About cards in file-name order (`1-about-us.md` ... `4-our-core-values.md`). */
export function listAboutSections(): AboutSection[] {
  return once('about', () => {
    const files = readdirSync(path.join(contentRoot(), 'about'))
      .filter((name) => /^\d+-.+\.md$/.test(name))
      .sort((a, b) => Number.parseInt(a, 10) - Number.parseInt(b, 10));
    if (files.length !== ABOUT_SECTION_COUNT) {
      throw new Error(`content/about: expected ${ABOUT_SECTION_COUNT} numbered section files, found ${files.length}.`);
    }
    return files.map((name) => {
      const { data, body, label } = readContentFile(`about/${name}`, aboutSectionFrontMatterSchema);
      return { ...data, html: renderMarkdown(body, label).html };
    });
  });
}

/** The three lines of the About page's scrolling banner. */
export function getAboutBannerLines(): readonly [string, string, string] {
  return once('about-banner', () => readContentFile('about/banner.md', aboutBannerFrontMatterSchema).data.lines);
}
