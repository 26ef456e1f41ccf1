import { CataloguePanel } from './catalogue-panel';
import { VideoPanel } from './video-panel';
import styles from './promo-section.module.css';

/** The promotional section of the home page: videos (60%) beside the catalogue (40%). */
export function PromoSection() {
  return (
    <div className={styles.promo}>
      <div className={styles.panels}>
        <section className={styles.video} aria-label="Product videos">
          <VideoPanel />
        </section>
        <CataloguePanel />
      </div>
    </div>
  );
}
