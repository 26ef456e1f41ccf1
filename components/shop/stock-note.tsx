import type { Product } from '@/lib/types/product';
import { availabilityText } from '@/lib/availability';
import styles from './stock-note.module.css';

/** "In stock", "Only N left" or "Out of stock" for a tracked product (lib/availability.ts); nothing when not tracked. */
export function StockNote({ product, className }: { product: Pick<Product, 'availability' | 'unitsLeft'>; className?: string }) {
  const text = availabilityText(product);
  if (!text || !product.availability) return null;
  return <p className={`${styles.note} ${styles[product.availability]} ${className ?? ''}`}>{text}</p>;
}
