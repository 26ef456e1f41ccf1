import { messages } from '@/lib/messages';
import styles from './product-listing.module.css';

/** "Loading products..." while the server prepares a listing page. */
export function ProductsLoading({ page = false }: { page?: boolean }) {
  const text = (
    <p className={styles.message} role="status">
      {messages.products.loading}
    </p>
  );
  return page ? <div className={styles.loadingPage}>{text}</div> : text;
}
