import styles from './content-page.module.css';
import { contentTexts } from '@/lib/content/texts';

/** Questions and answers from an article's front matter, all visible (the FAQPage JSON-LD repeats them). */
export function FaqSection({ faq }: { faq: readonly { q: string; a: string }[] }) {
  return (
    <section className={styles.faq} aria-labelledby="faq-title">
      <h2 id="faq-title">{contentTexts.faqTitle}</h2>
      <dl>
        {faq.map(({ q, a }) => (
          <div key={q} className={styles.faqItem}>
            <dt>{q}</dt>
            <dd>{a}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
