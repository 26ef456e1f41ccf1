import { landingLines } from './landing-text';
import styles from './marquee.module.css';

/**
 * The red scrolling banner: one 35 s linear loop. The text is written twice so the loop has no gap;
 * the copy is hidden from screen readers, and people who prefer reduced motion get still text.
 */
export function Marquee() {
  const text = (
    <>
      {landingLines.map((line) => (
        <span key={line} className={styles.item}>
          {line}
        </span>
      ))}
    </>
  );
  return (
    <section className={styles.marquee} aria-label="About Sanvio">
      <div className={styles.track}>
        <p className={styles.group}>{text}</p>
        <p className={styles.group} aria-hidden="true">
          {text}
        </p>
      </div>
    </section>
  );
}
