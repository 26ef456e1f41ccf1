import type { PageErrorDetails } from './page-error-details';
import styles from './page-not-found.module.css';

/** Try again by re-rendering in the browser (the error boundary's reset) or by loading a URL afresh. */
type Retry = { onRetry: () => void; retryHref?: never } | { onRetry?: never; retryHref: string };

/**
 * The friendly state of a public page that could not load: what happened, a retry, and how to reach the
 * shop. Rendered by the error boundary in the browser, so it stays small: the texts come in as props.
 * A page that renders it on the server (a cached page must not throw) passes its own URL to retry.
 */
export function PageError({ details, ...retry }: { details: PageErrorDetails } & Retry) {
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
      {retry.onRetry ? (
        <button type="button" className={styles.home} onClick={retry.onRetry}>
          {details.retry}
        </button>
      ) : (
        <a className={styles.home} href={retry.retryHref}>
          {details.retry}
        </a>
      )}
      {/* A full load, not a client-side navigation: the way out of a failed page starts afresh. */}
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
      <a href="/">{details.home}</a>
    </div>
  );
}
