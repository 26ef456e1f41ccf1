import { StaticImage } from '@/components/site/static-image';
import styles from './about-banner.module.css';

/** 160 x 40 in its own viewBox: the width and height given to Image keep that 4:1 shape. */
const PARTNER_LOGO = '/images/partner-tvse.svg';

function BannerLines({ lines }: { lines: readonly string[] }) {
  return lines.map((line) => (
    <li key={line} className={styles.item}>
      <span>{line}</span>
      <span className={styles.logo}>
        <StaticImage src={PARTNER_LOGO} alt="" width={96} height={24} />
      </span>
    </li>
  ));
}

/**
 * The About page's scrolling banner (20 s loop, CSS only): the three lines, each followed by the
 * TVS Electronics logo. The list is drawn twice so the loop is seamless; screen readers get it once.
 * The Pause control and prefers-reduced-motion stop it (moving text must be stoppable, WCAG 2.2.2).
 */
export function AboutBanner({ lines }: { lines: readonly string[] }) {
  return (
    <section className={styles.banner} aria-label="Highlights">
      <input type="checkbox" id="about-banner-pause" className={styles.pauseInput} />
      <label htmlFor="about-banner-pause" className={styles.pauseLabel}>
        Pause
      </label>
      <div className={styles.viewport}>
        <div className={styles.track}>
          <ul className={styles.group}>
            <BannerLines lines={lines} />
          </ul>
          <ul className={`${styles.group} ${styles.copy}`} aria-hidden="true">
            <BannerLines lines={lines} />
          </ul>
        </div>
      </div>
    </section>
  );
}
