import type { Metadata } from 'next';
import { HeroSlideshow } from '@/components/home/hero-slideshow';
import { Marquee } from '@/components/home/marquee';
import { PromoSection } from '@/components/home/promo-section';
import { site } from '@/content/site';

export const metadata: Metadata = {
  alternates: { canonical: '/' },
};

/**
 * Home, in this order: the red marquee along the top, the videos (60%) beside the catalogue
 * (40%), then the hero slideshow. The video poster is the page's largest paint.
 */
export default function HomePage() {
  return (
    <>
      <h1 className="visually-hidden">{`${site.name}: POS and office-automation hardware, sales and service in Ludhiana`}</h1>
      <Marquee />
      <PromoSection />
      <HeroSlideshow priority={false} />
    </>
  );
}
