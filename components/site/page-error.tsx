'use client';

import Link from 'next/link';
import { site } from '@/content/site';
import { messages } from '@/lib/messages';
import styles from './page-not-found.module.css';

/** The friendly state of a public page that could not load: what happened, a retry, and how to reach the shop. */
export function PageError({ onRetry }: { onRetry: () => void }) {
  return (
    <div className={styles.box} role="alert">
      <h1 className={styles.title}>{messages.pageError.title}</h1>
      <p className={styles.text}>{messages.pageError.text}</p>
      <p className={styles.text}>
        <a href={`tel:${site.mobile.replace(/[^+\d]/g, '')}`}>{site.mobile}</a> ·{' '}
        <a href={`https://wa.me/${site.whatsappNumber}`} rel="noopener noreferrer" target="_blank">
          WhatsApp
        </a>
      </p>
      <button type="button" className={styles.home} onClick={onRetry}>
        {messages.pageError.retry}
      </button>
      <Link href="/">{messages.site.goBackHome}</Link>
    </div>
  );
}
