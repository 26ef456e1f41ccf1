import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { site } from '@/content/site';
import { ARTICLE_SLUGS, POLICY_SLUGS, SPEC_CASINGS, type ContentSlug } from '@/lib/content/slugs';
import { messages } from '@/lib/messages';
import { loadContent } from './helpers/content';
import { settleAnimations } from './helpers/animations';

/**
 * Content pages and search visibility. Articles and policies live at one canonical
 * lower-case URL each; every casing in use redirects there; the blog grid, the sitemap and
 * the About page show what they should; the pages pass an axe scan.
 */

const { articles, blogArticles, policies } = loadContent();
const titleOf = (slug: ContentSlug) => [...articles, ...policies].find((page) => page.slug === slug)?.title ?? '';
const allSlugs: ContentSlug[] = [...ARTICLE_SLUGS, ...POLICY_SLUGS];
/** "Read More", followed (for screen readers) by the article title. */
const readMoreName = new RegExp(`^${'Read More'}`);

const CANONICAL_PUBLIC_PATHS = ['/', '/about', '/products', '/contact', '/blogs', ...allSlugs.map((slug) => `/${slug}`)];

/** The sitemap names URLs on SITE_URL's host (set at build time); the test server may run elsewhere. */
const pathOf = (url: string) => {
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
};

async function locsOf(request: APIRequestContext, path: string): Promise<string[]> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const xml = await response.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));
}

test.describe('one canonical URL per article and policy (spec section 2)', () => {
  for (const slug of allSlugs) {
    const canonical = `/${slug}`;
    const paths = [...new Set([canonical, ...SPEC_CASINGS[slug]])];

    test(`${paths.join(', ')} all end on ${canonical} with status 200 and its H1`, async ({ page }) => {
      for (const path of paths) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        expect(new URL(page.url()).pathname, path).toBe(canonical);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(titleOf(slug));
      }
    });
  }

  test('a non-canonical casing answers a permanent redirect (308), the canonical one 200', async ({ request }) => {
    for (const [path, canonical] of [
      ['/TermsAndConditions', '/termsandconditions'],
      ['/RefundsANDReturnPolicy', '/refundsandreturnpolicy'],
      ['/TVS_E_Label_Printers', '/tvs_e_label_printers'],
      ['/Sanvio_Trusted_Office_Automation', '/sanvio_trusted_office_automation'],
    ] as const) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(308);
      expect(new URL(response.headers()['location'] ?? '', 'http://x').pathname).toBe(canonical);
      expect((await request.get(canonical, { maxRedirects: 0 })).status()).toBe(200);
    }
  });

  test('an unknown root path still gives the 404 page with status 404', async ({ page, request }) => {
    expect((await request.get('/no-such-article', { maxRedirects: 0 })).status()).toBe(404);
    const response = await page.goto('/Not_A_Known_Policy');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('404', { exact: true }).first()).toBeVisible();
    // Spec: on non-admin paths a header and a footer are shown, the 404 page included.
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeAttached();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page).toHaveTitle(`${messages.site.notFoundTitle} | ${site.name}`);
  });

  test('an article reads without client JavaScript: H1, headings, the FAQ (once) and the contact block are in the HTML', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const article = articles.find((candidate) => candidate.faq)!;
    await page.goto(article.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
    await expect(page.getByRole('heading', { name: /^frequently asked questions$/i })).toHaveCount(1);
    for (const { q } of article.faq!) await expect(page.getByText(q, { exact: true })).toHaveCount(1);
    await expect(page.getByRole('link', { name: 'More Blog' })).toHaveAttribute('href', '/blogs');
    await context.close();
  });
});

test.describe('article and policy pages', () => {
  test('an article has its hero image, date, category, canonical link, Open Graph image and Article JSON-LD', async ({ page }) => {
    const article = articles.find((candidate) => candidate.slug === 'sanvio_ludhiana_retail_technology')!;
    await page.goto(article.path);
    await expect(page.getByRole('img', { name: article.imageAlt })).toBeVisible();
    await expect(page.locator('article time').first()).toHaveText('14 March 2025');
    await expect(page.locator('article').getByText(article.category, { exact: true }).first()).toBeVisible();
    expect(new URL((await page.locator('link[rel="canonical"]').getAttribute('href')) ?? '').pathname).toBe(article.path);
    await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute('content', /\/images\/articles\/sanvio_ludhiana_retail_technology\.webp$/);
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const types = jsonLd.map((text) => (JSON.parse(text) as { '@type': string })['@type']);
    expect(types).toContain('Article');
  });

  test('the FAQ article carries FAQPage JSON-LD with every question, and the printer article a comparison table', async ({ page }) => {
    const faqArticle = articles.find((candidate) => candidate.faq)!;
    await page.goto(faqArticle.path);
    const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as { '@type': string; mainEntity?: { name: string }[] },
    );
    const faqPage = jsonLd.find((data) => data['@type'] === 'FAQPage');
    expect(faqPage?.mainEntity?.map((question) => question.name)).toEqual(faqArticle.faq!.map((entry) => entry.q));

    const tableArticle = articles.find((candidate) => candidate.tableCount > 0)!;
    await page.goto(tableArticle.path);
    await expect(page.getByRole('table')).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Printer type' })).toBeVisible();
  });

  test('an article ends with the contact block (address, phone, mobile, email, website, socials) and More Blog', async ({ page }) => {
    await page.goto('/tvs_e_label_printers');
    const block = page.getByRole('complementary', { name: /Contact/ });
    for (const label of ['Address:', 'Phone:', 'Mobile:', 'Email:', 'Website:']) await expect(block.getByText(label)).toBeVisible();
    for (const social of ['Facebook', 'Instagram', 'YouTube', 'LinkedIn']) await expect(block.getByRole('link', { name: new RegExp(social) })).toBeVisible();
    await block.getByRole('link', { name: 'More Blog' }).click();
    await expect(page).toHaveURL(/\/blogs$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Latest Articles');
  });

  test('a policy page shows its title, "Last updated" and the contact block', async ({ page }) => {
    await page.goto('/refundsandreturnpolicy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Refunds and Returns Policy');
    await expect(page.getByText(new RegExp(`^${messages.content.lastUpdated}:`))).toBeVisible();
    await expect(page.getByText(/within 2 days of delivery/).first()).toBeVisible();
    await expect(page.getByRole('complementary', { name: /Contact/ })).toBeVisible();
  });
});

test.describe('/blogs: Latest Articles', () => {
  test('shows 10 article cards whose Read More links all open their article', async ({ page, request }) => {
    await page.goto('/blogs');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Latest Articles');
    const cards = page.locator('main article');
    await expect(cards).toHaveCount(10);

    const listed = blogArticles;
    const links = page.getByRole('link', { name: readMoreName });
    await expect(links).toHaveCount(10);
    const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
    expect([...hrefs].sort()).toEqual(listed.map((article) => article.path).sort());
    const unlisted = articles.find((article) => !article.listed)!;
    expect(hrefs).not.toContain(unlisted.path);

    for (const href of hrefs) expect((await request.get(href!, { maxRedirects: 0 })).status(), href!).toBe(200);

    const first = listed[0]!;
    await cards.first().getByRole('link', { name: readMoreName }).click();
    await expect(page).toHaveURL(new RegExp(`${first.path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first.title);
  });

  test('each card shows image, category badge, date, title and a three-line excerpt in a 300 px-minimum grid', async ({ page }) => {
    await page.goto('/blogs');
    const card = page.locator('main article').first();
    const article = blogArticles[0]!;
    await expect(card.getByRole('img', { name: article.imageAlt })).toBeVisible();
    await expect(card.getByText(article.category, { exact: true })).toBeVisible();
    await expect(card.locator('time')).toHaveText(article.dateText);
    await expect(card.getByRole('heading', { name: article.title })).toBeVisible();
    const excerpt = card.getByText(article.description);
    await expect(excerpt).toHaveCSS('-webkit-line-clamp', '3');
    const columns = await page
      .locator('main ul')
      .first()
      .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' '));
    for (const width of columns) expect(Number.parseFloat(width)).toBeGreaterThanOrEqual(300);
  });
});

test.describe('/about', () => {
  test('shows the banner lines, the four cards and the five core values in order', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByText('Authorised Distributor and Service Center - TVS Electronics Limited').first()).toBeVisible();
    for (const title of ['About Us', 'Our Mission', 'Our Vision', 'Our Core Values']) {
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    }
    const values = page.getByRole('region', { name: 'Our Core Values' }).getByRole('listitem');
    await expect(values).toHaveCount(5);
    const names = ['Integrity', 'Innovation', 'Customer-Centricity', 'Teamwork', 'Adaptability'];
    for (const [index, name] of names.entries()) await expect(values.nth(index)).toContainText(name);
  });

  test('the banner loops every 20 s and stands still for visitors who prefer reduced motion', async ({ page }) => {
    await page.goto('/about');
    const track = page.getByRole('region', { name: 'Highlights' }).locator('ul').first().locator('..');
    await expect(track).toHaveCSS('animation-duration', '20s');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect(track).toHaveCSS('animation-name', 'none');
  });
});

test.describe('sitemap and robots.txt', () => {
  test('sitemap.xml (and every sitemap it lists) names every canonical public URL, and none of them 404s', async ({ request }) => {
    const sitemaps = await locsOf(request, '/sitemap.xml');
    expect(sitemaps.map(pathOf)).toContain('/product-sitemap.xml');
    const urls: string[] = [];
    for (const sitemap of sitemaps) urls.push(...(await locsOf(request, pathOf(sitemap))));
    const paths = urls.map(pathOf);

    for (const path of CANONICAL_PUBLIC_PATHS) expect(paths, path).toContain(path);
    expect(paths.some((path) => path.startsWith('/product-detail/'))).toBe(true);
    for (const path of paths) {
      expect(path).not.toMatch(/^\/(admin|api|login|my-cart|buy-now|slider)(\/|$)/);
      expect(path, 'canonical URLs are lower-case').toBe(path.toLowerCase());
    }
    for (const path of [...new Set(paths)]) {
      const status = (await request.get(path, { maxRedirects: 0 })).status();
      expect(status, path).toBe(200);
    }
  });

  test('robots.txt keeps /admin and /api out and points to the sitemaps', async ({ request }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    const robots = await response.text();
    expect(robots).toMatch(/^Disallow: \/admin$/m);
    expect(robots).toMatch(/^Disallow: \/api$/m);
    expect(robots).toMatch(/^Sitemap: .+\/sitemap\.xml$/m);
    expect(robots).toMatch(/^Sitemap: .+\/product-sitemap\.xml$/m);
  });
});

test.describe('accessibility (axe): no serious or critical violations', () => {
  for (const path of ['/about', '/blogs', '/best_thermal_tvse_printers_sanvio', '/privacypolicy']) {
    test(`${path}`, async ({ page }) => {
      await page.goto(path);
      await settleAnimations(page);
      const results = await new AxeBuilder({ page }).analyze();
      const blocking = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
      expect(blocking.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});
