import { StaticImage } from '@/components/site/static-image';
import type { Article } from '@/lib/types/content';
import styles from './article-card.module.css';
import { messages } from '@/lib/messages';

/** A card on the /blogs grid: image, category, date, title, a three-line excerpt and Read More. */
export function ArticleCard({ article, eager = false }: { article: Article; eager?: boolean }) {
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <StaticImage
          src={article.image}
          alt={article.imageAlt}
          fill
          sizes="(max-width: 700px) 100vw, (max-width: 1100px) 50vw, 400px"
          className={styles.image}
          priority={eager}
        />
      </div>
      <div className={styles.body}>
        <p className={styles.meta}>
          <span className={styles.badge}>{article.category}</span>
          <time dateTime={article.date}>{article.dateText}</time>
        </p>
        <h2 className={styles.title}>{article.title}</h2>
        <p className={styles.excerpt}>{article.description}</p>
        <a href={article.path} className={styles.readMore}>
          {messages.content.readMore}
          <span className="visually-hidden">: {article.title}</span>
        </a>
      </div>
    </article>
  );
}
