/**
 * Five stars for a rating out of 5. Cards round the rating and fill whole stars up to it; the detail
 * page shows whole stars, a half star for a fraction of 0.5 or more, and empty stars up to 5.
 */
import { RATING_MAX } from '@/lib/shop-rules';
import styles from './star-rating.module.css';

export type StarKind = 'full' | 'half' | 'empty';

/** Whole stars up to the rounded rating ("filled up to the rounded rating"). */
export function roundedStars(rating: number | undefined): StarKind[] {
  const filled = clamp(Math.round(rating ?? 0));
  return Array.from({ length: RATING_MAX }, (_, i): StarKind => (i < filled ? 'full' : 'empty'));
}

/** Full stars for the whole part, a half star for a fraction >= 0.5, then empty stars to 5. */
export function halfStars(rating: number): StarKind[] {
  const value = clamp(rating);
  const full = Math.floor(value);
  const half = value - full >= 0.5;
  return Array.from({ length: RATING_MAX }, (_, i): StarKind => (i < full ? 'full' : i === full && half ? 'half' : 'empty'));
}

function clamp(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(Math.max(value, 0), RATING_MAX);
}

function Star({ kind }: { kind: StarKind }) {
  return <span className={`${styles.star} ${styles[kind]}`} data-star={kind} aria-hidden="true" />;
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
  const stars = mode === 'half' && rating !== undefined ? halfStars(rating) : roundedStars(rating);
  const label = rating === undefined ? 'Not rated yet' : `Rated ${rating.toFixed(1)} out of ${RATING_MAX}`;
  return (
    <span className={`${styles.rating} ${className ?? ''}`}>
      <span role="img" aria-label={label} className={styles.stars}>
        {stars.map((kind, i) => (
          <Star key={i} kind={kind} />
        ))}
      </span>
      {showNumber && rating !== undefined && (
        <span className={styles.number} aria-hidden="true">
          {`${rating.toFixed(1)} / ${RATING_MAX}`}
        </span>
      )}
    </span>
  );
}
