import type { PageErrorDetails } from './page-error-details';
import styles from './page-not-found.module.css';

/**
 * The friendly state of a public page that could not load: what happened, a retry, and how to reach the
 * shop. Rendered by the error boundary in the browser, so it stays small: the texts come in as props.
 */
export function PageError({ details, onRetry }: { details: PageErrorDetails; onRetry: () => void }) {
  return (
    <div className={styles.box} role="alert">
      <h1 className={styles.title}>{details.title}</h1>
      <p className={styles.text}>{details.text}</p>
      <p className={styles.text}>
        <a href={details.mobileHref}>{details.mobile}</a> ·{' '}
        <a href={details.whatsAppHref} rel="noopener noreferrer" target="_blank">
          WhatsApp
        </a>
      </p>
      <button type="button" className={styles.home} onClick={onRetry}>
        {details.retry}
      </button>
      {/* A full load, not a client-side navigation: the way out of a failed page starts afresh. */}
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
      <a href="/">{details.home}</a>
    </div>
  );
}
