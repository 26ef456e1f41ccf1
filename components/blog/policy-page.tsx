import { ContactBlock } from '@/components/blog/contact-block';
import { MarkdownBody } from '@/components/blog/markdown-body';
import type { Policy } from '@/lib/types/content';
import styles from './content-page.module.css';
import { messages } from '@/lib/messages';

/** One policy page (terms, privacy, refunds ...): title, when it last changed, the text, and how to reach us. */
export function PolicyPage({ policy }: { policy: Policy }) {
  return (
    <article className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{policy.title}</h1>
        <p className={styles.meta}>
          {messages.content.lastUpdated}: <time dateTime={policy.updated}>{policy.updatedText}</time>
        </p>
      </header>
      <MarkdownBody html={policy.html} />
      <ContactBlock />
    </article>
  );
}
