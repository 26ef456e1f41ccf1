import styles from './markdown-body.module.css';

/**
 * HTML rendered at build time from our own Markdown files by lib/content (raw HTML in them is
 * escaped there), styled as readable prose: headings, lists and tables.
 */
export function MarkdownBody({ html }: { html: string }) {
  return <div className={styles.prose} dangerouslySetInnerHTML={{ __html: html }} />;
}
