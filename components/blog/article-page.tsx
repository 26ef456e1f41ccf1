/* eslint-disable @next/next/no-html-link-for-pages -- Article, blog and policy pages ship no client components beyond the header (the JS budget): plain links load the static pages. */
import { StaticImage } from '@/components/site/static-image';
import { JsonLd } from '@/components/json-ld';
import { ContactBlock } from '@/components/blog/contact-block';
import { FaqSection } from '@/components/blog/faq-section';
import { MarkdownBody } from '@/components/blog/markdown-body';
import { articleStructuredData, breadcrumbStructuredData, faqStructuredData } from '@/components/seo/structured-data';
import type { Article } from '@/lib/types/content';
import styles from './content-page.module.css';
import { paths } from '@/lib/paths';

/** One article: hero image, title, date and category, the body, its FAQ, and the closing contact block. */
export function ArticlePage({ article }: { article: Article }) {
  return (
    <article className={styles.page}>
      <JsonLd data={articleStructuredData(article)} />
      <JsonLd
        data={breadcrumbStructuredData([
          { name: 'Home', path: '/' },
          { name: 'Blogs', path: paths.blogs() },
          { name: article.title, path: article.path },
        ])}
      />
      {article.faq ? <JsonLd data={faqStructuredData(article.faq)} /> : null}

      <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
        <ol>
          <li>
            <a href="/">Home</a>
          </li>
          <li>
            <a href={paths.blogs()}>Blogs</a>
          </li>
          <li aria-current="page">{article.title}</li>
        </ol>
      </nav>

      <header className={styles.header}>
        <div className={styles.hero}>
          <StaticImage src={article.image} alt={article.imageAlt} fill priority sizes="(max-width: 832px) 100vw, 800px" className={styles.heroImage} />
        </div>
        <h1 className={styles.title}>{article.title}</h1>
        <p className={styles.meta}>
          <time dateTime={article.date}>{article.dateText}</time>
          <span aria-hidden="true"> · </span>
          <span className={styles.badge}>{article.category}</span>
        </p>
      </header>

      <MarkdownBody html={article.html} />
      {article.faq && !article.faqInBody ? <FaqSection faq={article.faq} /> : null}
      <ContactBlock showMoreBlog />
    </article>
  );
}
