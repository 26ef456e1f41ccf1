import type { Metadata } from 'next';
import { HeroSlideshow } from '@/components/home/hero-slideshow';
import { Marquee } from '@/components/home/marquee';
import { PromoSection } from '@/components/home/promo-section';
import styles from '@/components/home/home-sections.module.css';
import { site } from '@/content/site';

export const metadata: Metadata = {
  alternates: { canonical: '/' },
};

/**
 * Home, in this order: the red marquee along the top, the videos (60%) beside the catalogue
 * (40%), then the hero slideshow. The video poster is the page's largest paint. Under 768 px the
 * slideshow comes up under the marquee, so a phone's first screen shows products
 * (components/home/home-sections.module.css).
 */
export default function HomePage() {
  return (
    <div className={styles.home}>
      <h1 className="visually-hidden">{`${site.name}: POS and office-automation hardware, sales and service in Ludhiana`}</h1>
      <div className={styles.marquee}>
        <Marquee />
      </div>
      <PromoSection />
      <div className={styles.slides}>
        <HeroSlideshow priority={false} />
      </div>
    </div>
  );
}
