import styles from './content-page.module.css';
import { messages } from '@/lib/messages';

/** Questions and answers from an article's front matter, all visible (the FAQPage JSON-LD repeats them). */
export function FaqSection({ faq }: { faq: readonly { q: string; a: string }[] }) {
  return (
    <section className={styles.faq} aria-labelledby="faq-title">
      <h2 id="faq-title">{messages.content.faqTitle}</h2>
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
