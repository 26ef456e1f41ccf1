import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatArticleDate } from '@/lib/content/article-date';
import { ABOUT_SECTION_COUNT, BLOG_CARD_COUNT, getAboutBannerLines, listAboutSections, listArticles, listBlogArticles, listPolicies } from '@/lib/content/load';
import { renderMarkdown } from '@/lib/content/markdown';
import { articleFrontMatterSchema } from '@/lib/content/schema';
import { ARTICLE_SLUGS, POLICY_SLUGS } from '@/lib/content/slugs';

const filesIn = (folder: string) =>
  readdirSync(path.join(process.cwd(), 'content', folder))
    .filter((name) => name.endsWith('.md'))
    .map((name) => name.slice(0, -3))
    .sort();

describe('content files (issue 5: articles, policies and About as Markdown)', () => {
  it('has one Markdown file per article and policy slug, named by its canonical slug', () => {
    expect(filesIn('articles')).toEqual([...ARTICLE_SLUGS].sort());
    expect(filesIn('policies')).toEqual([...POLICY_SLUGS].sort());
  });

  it('parses every article, and each has at least 600 words of body text', () => {
    const articles = listArticles();
    expect(articles).toHaveLength(11);
    for (const article of articles) {
      expect(article.wordCount, article.slug).toBeGreaterThanOrEqual(600);
      expect(article.html).toContain('<h2');
      expect(article.html).toContain('<ul>');
      expect(article.image).toBe(`/images/articles/${article.slug}.webp`);
    }
  });

  it('lists exactly 10 of the 11 articles on the blog grid', () => {
    expect(listArticles().filter((article) => article.listed)).toHaveLength(BLOG_CARD_COUNT);
    expect(listBlogArticles()).toHaveLength(10);
  });

  it('has exactly one article with an FAQ and exactly one with a comparison table', () => {
    const articles = listArticles();
    expect(articles.filter((article) => article.faq && article.faq.length > 0)).toHaveLength(1);
    const withTable = articles.filter((article) => article.tableCount > 0);
    expect(withTable).toHaveLength(1);
    expect(withTable[0]?.html).toContain('class="table-scroll"');
  });

  it('keeps the visible FAQ and the FAQPage JSON-LD (front matter) identical, and shows the FAQ once', () => {
    // getArticle throws when a body FAQ and the front matter disagree; faqInBody stops a second copy.
    const article = listArticles().find((candidate) => candidate.faq)!;
    const questions = article.faq!.map((entry) => entry.q);
    const shownByBody = questions.every((question) => article.html.includes(`>${question.replace(/'/g, '&#39;')}</h3>`));
    expect(article.faqInBody).toBe(shownByBody);
  });

  it('shows article dates as e.g. "14 March 2025"', () => {
    expect(formatArticleDate('2025-03-14')).toBe('14 March 2025');
    expect(listArticles().find((article) => article.date === '2025-03-14')?.dateText ?? '14 March 2025').toBe('14 March 2025');
  });

  it('parses the five policies with the spec figures (2-day returns, 7-10 working day refunds, support hours)', () => {
    const policies = listPolicies();
    expect(policies).toHaveLength(5);
    const text = (slug: string) => policies.find((policy) => policy.slug === slug)?.html ?? '';
    expect(text('refundsandreturnpolicy')).toMatch(/within 2 days of delivery/);
    expect(text('refundsandreturnpolicy')).toMatch(/7-10 working days/);
    expect(text('contactandsupportpolicy')).toMatch(/Monday to Saturday, 10:00 AM to 7:30 PM/);
    expect(text('contactandsupportpolicy')).toMatch(/24 hours/);
  });

  it('has the four About sections in order, the last listing the five core values', () => {
    const sections = listAboutSections();
    expect(sections).toHaveLength(ABOUT_SECTION_COUNT);
    expect(sections.map((section) => section.title)).toEqual(['About Us', 'Our Mission', 'Our Vision', 'Our Core Values']);
    expect(sections.map((section) => section.reverse)).toEqual([false, true, false, true]);
    const values = sections[3]?.html ?? '';
    for (const value of ['Integrity', 'Innovation', 'Customer-Centricity', 'Teamwork', 'Adaptability']) expect(values).toContain(value);
  });

  it('has the three banner lines, the first naming the authorised distributorship', () => {
    const lines = getAboutBannerLines();
    expect(lines).toHaveLength(3);
    expect(lines[0]).toBe('Authorised Distributor and Service Center - TVS Electronics Limited');
  });
});

describe('content validation fails loudly', () => {
  it('rejects front matter with a missing field or an unknown key', () => {
    const valid = {
      title: 'T',
      description: 'D',
      category: 'C',
      date: '2025-01-01',
      image: '/images/articles/x.webp',
      imageAlt: 'A',
      listed: true,
      keywords: ['k'],
    };
    expect(articleFrontMatterSchema.safeParse(valid).success).toBe(true);
    expect(articleFrontMatterSchema.safeParse({ ...valid, title: undefined }).success).toBe(false);
    expect(articleFrontMatterSchema.safeParse({ ...valid, lsited: true }).success).toBe(false);
    expect(articleFrontMatterSchema.safeParse({ ...valid, date: '14 March 2025' }).success).toBe(false);
  });

  it('accepts an unquoted YAML date and keeps it as the ISO day', () => {
    const parsed = articleFrontMatterSchema.parse({
      title: 'T',
      description: 'D',
      category: 'C',
      date: new Date('2025-03-14T00:00:00Z'),
      image: '/images/articles/x.webp',
      imageAlt: 'A',
      listed: false,
      keywords: ['k'],
    });
    expect(parsed.date).toBe('2025-03-14');
  });

  it('refuses a second H1 in a body and escapes raw HTML', () => {
    expect(() => renderMarkdown('# Title again\n\ntext', 'x.md')).toThrow(/level-1 heading/);
    const { html } = renderMarkdown('Hello <script>alert(1)</script> world', 'x.md');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
  });
});
