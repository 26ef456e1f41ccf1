import { messages } from '@/lib/messages';
import { GoBackButton } from './go-back-button';
import styles from './product-not-found.module.css';

/** "Product Not Found" with a Go Back button (unknown or malformed product id). */
export function ProductNotFound() {
  return (
    <div className={styles.box}>
      <h1 className={styles.title}>{messages.products.notFound}</h1>
      <GoBackButton className={styles.button} />
    </div>
  );
}
