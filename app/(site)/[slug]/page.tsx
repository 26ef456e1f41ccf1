import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { ArticlePage } from '@/components/blog/article-page';
import { PolicyPage } from '@/components/blog/policy-page';
import { pageMetadata } from '@/components/seo/page-metadata';
import { getArticle, getPolicy } from '@/lib/content/load';
import { ARTICLE_SLUGS, POLICY_SLUGS, isArticleSlug, resolveSlug } from '@/lib/content/slugs';
import { messages } from '@/lib/messages';

/**
 * Articles and policies at the site root. The canonical lower-case slugs are prerendered at build time;
 * any other casing of a known slug (/TermsAndConditions) answers 308 to the canonical URL (middleware.ts),
 * and every other path goes to the 404 page. Static routes (/about, /blogs, /products ...) always win over this
 * segment, so it only sees paths no other route claims.
 */
type Props = { params: Promise<{ slug: string }> };

// Only the prerendered canonical slugs exist; other casings are redirected by middleware.ts, and any
// other path renders the 404 through notFound() below. Not `dynamicParams = false`: Next answers that
// with the same 404 but also prints its internal NoFallbackError with a stack for every unknown URL.
// The 404 it renders on demand stays in memory only (isrFlushToDisk is off, next.config.mjs), in the
// page cache's bounded LRU, so random paths cannot fill the disk.

export function generateStaticParams() {
  return [...ARTICLE_SLUGS, ...POLICY_SLUGS].map((slug) => ({ slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const resolution = resolveSlug((await params).slug);
  // An unknown path renders the 404 through notFound(): its head says so too.
  if (resolution.kind === 'not-found') return { title: messages.site.notFoundTitle, robots: { index: false } };
  if (resolution.kind !== 'render') return {};
  const { slug } = resolution;
  if (isArticleSlug(slug)) {
    const article = getArticle(slug);
    return pageMetadata({
      title: article.title,
      description: article.description,
      path: article.path,
      image: { url: article.image, alt: article.imageAlt },
      keywords: article.keywords,
      article: { publishedTime: article.date, section: article.category, tags: article.keywords },
    });
  }
  const policy = getPolicy(slug);
  return pageMetadata({ title: policy.title, description: policy.description, path: policy.path });
}

export default async function ContentRoute({ params }: Props) {
  const resolution = resolveSlug((await params).slug);
  if (resolution.kind === 'redirect') permanentRedirect(resolution.location);
  if (resolution.kind === 'not-found') notFound();
  const { slug } = resolution;
  return isArticleSlug(slug) ? <ArticlePage article={getArticle(slug)} /> : <PolicyPage policy={getPolicy(slug)} />;
}
