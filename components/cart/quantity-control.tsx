'use client';
import { stockMessages } from '@/lib/availability';
import { MAX_LINE_QUANTITY } from '@/lib/shop-rules';
import styles from './cart.module.css';

/**
 * Minus / quantity / plus for one cart line; minus at 1 takes the line out (quantity 0 drops it). With
 * `max` (the units left, when the shop shows them) plus stops there and the line says "Only N left".
 */
export function QuantityControl({ name, quantity, onChange, max }: { name: string; quantity: number; onChange: (quantity: number) => void; max?: number }) {
  const most = Math.min(MAX_LINE_QUANTITY, max ?? MAX_LINE_QUANTITY);
  return (
    <div className={styles.quantityBox}>
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
          onClick={() => onChange(Math.min(quantity + 1, most))}
          disabled={quantity >= most}
          aria-label={`Increase quantity of ${name}`}
        >
          +
        </button>
      </div>
      {max !== undefined && (
        <span className={styles.unitsLeft} data-testid="units-left">
          {stockMessages.atMost(max)}
        </span>
      )}
    </div>
  );
}
