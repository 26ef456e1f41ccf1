import { site } from '@/content/site';
import { CataloguePanel } from './catalogue-panel';
import { VideoPanel } from './video-panel';
import styles from './promo-section.module.css';

const youTubeChannel = site.socials.find((social) => social.name === 'YouTube')?.url ?? 'https://www.youtube.com';

/** The promotional section of the home page: videos (60%) beside the catalogue (40%). */
export function PromoSection() {
  return (
    <div className={styles.promo}>
      <div className={styles.panels}>
        <section className={styles.video} aria-label="Product videos">
          {/* The facts come from the server as props: the player's bundle carries no site content. */}
          <VideoPanel videoIds={site.videoIds} channelUrl={youTubeChannel} playerTitle={`${site.name} product videos`} />
        </section>
        <CataloguePanel />
      </div>
    </div>
  );
}
