'use client';
import { MAX_LINE_QUANTITY } from '@/lib/shop-rules';
import styles from './cart.module.css';

/** Minus / quantity / plus for one cart line; minus at 1 takes the line out (quantity 0 drops it). */
export function QuantityControl({ name, quantity, onChange }: { name: string; quantity: number; onChange: (quantity: number) => void }) {
  return (
    <div className={styles.quantity} role="group" aria-label={`Quantity of ${name}`}>
      <button type="button" className={styles.stepper} onClick={() => onChange(quantity - 1)} aria-label={`Decrease quantity of ${name}`}>
        −
      </button>
      <output className={styles.quantityValue} aria-live="polite" data-testid="quantity">
        {quantity}
      </output>
      <button
        type="button"
        className={styles.stepper}
        onClick={() => onChange(quantity + 1)}
        disabled={quantity >= MAX_LINE_QUANTITY}
        aria-label={`Increase quantity of ${name}`}
      >
        +
      </button>
    </div>
  );
}
