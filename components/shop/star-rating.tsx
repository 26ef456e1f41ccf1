/**
 * Five stars for a rating out of 5, drawn as one element: the stylesheet writes five grey stars and
 * a gold copy on top, cut at the share that is filled (--filled, in stars). Cards round the rating
 * and fill whole stars up to it; the detail page fills whole stars, half a star for a fraction of
 * 0.5 or more, and leaves the rest empty up to 5.
 */
import type { CSSProperties } from 'react';
import { RATING_MAX } from '@/lib/shop-rules';
import styles from './star-rating.module.css';

/** How many stars are filled: 0 to 5, whole ones for a card ('rounded'), in halves on the detail page ('half'). */
export function filledStars(rating: number | undefined, mode: 'rounded' | 'half'): number {
  if (rating === undefined || !Number.isFinite(rating)) return 0;
  const value = Math.min(Math.max(rating, 0), RATING_MAX);
  if (mode === 'rounded') return Math.round(value);
  const full = Math.floor(value);
  return value - full >= 0.5 ? full + 0.5 : full;
}

export function StarRating({
  rating,
  mode,
  showNumber = false,
  className,
}: {
  rating: number | undefined;
  mode: 'rounded' | 'half';
  showNumber?: boolean;
  className?: string;
}) {
  const filled = filledStars(rating, mode);
  const label = rating === undefined ? 'Not rated yet' : `Rated ${rating.toFixed(1)} out of ${RATING_MAX}`;
  return (
    <span className={className ? `${styles.rating} ${className}` : styles.rating}>
      <span role="img" aria-label={label} className={styles.stars} data-filled={filled} style={{ '--filled': filled } as CSSProperties} />
      {showNumber && rating !== undefined && (
        <span className={styles.number} aria-hidden="true">
          {`${rating.toFixed(1)} / ${RATING_MAX}`}
        </span>
      )}
    </span>
  );
}
