import { StaticImage } from '@/components/site/static-image';
import type { CSSProperties } from 'react';
import type { AboutSection } from '@/lib/types/content';
import styles from './about-section-card.module.css';

/** One About card: text beside an image, sides swapped when `reverse`, entering after the cards before it. */
export function AboutSectionCard({ section, order }: { section: AboutSection; order: number }) {
  const headingId = `about-${order}`;
  return (
    <section className={`${styles.card} ${section.reverse ? styles.reverse : ''}`} style={{ '--order': order } as CSSProperties} aria-labelledby={headingId}>
      <div className={styles.text}>
        <h2 id={headingId} className={styles.title}>
          {section.title}
        </h2>
        <div className={styles.body} dangerouslySetInnerHTML={{ __html: section.html }} />
      </div>
      <div className={styles.media}>
        <StaticImage src={section.image} alt={section.imageAlt} fill sizes="(max-width: 767px) 100vw, 560px" className={styles.image} priority={order === 0} />
      </div>
    </section>
  );
}
