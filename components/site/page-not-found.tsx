import { messages } from '@/lib/messages';
import Link from 'next/link';
import styles from './page-not-found.module.css';

/** The 404 page's content. */
export function PageNotFound() {
  return (
    <div className={styles.box}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>
        <span className="visually-hidden">404: </span>Ouch, looks like you found our 404 page
      </h1>
      <p className={styles.text}>Sorry, the page you are looking for does not exist.</p>
      <Link href="/" className={styles.home}>
        {messages.site.goBackHome}
      </Link>
    </div>
  );
}
