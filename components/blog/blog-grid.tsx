import { ArticleCard } from '@/components/blog/article-card';
import type { Article } from '@/lib/types/content';
import styles from './blog-grid.module.css';

/** The "Latest Articles" grid: as many 300 px-minimum columns as fit. */
export function BlogGrid({ articles }: { articles: readonly Article[] }) {
  return (
    <ul className={styles.grid}>
      {articles.map((article, index) => (
        <li key={article.slug}>
          {/* The first row is above the fold on a desktop: load those images first. */}
          <ArticleCard article={article} eager={index < 3} />
        </li>
      ))}
    </ul>
  );
}
