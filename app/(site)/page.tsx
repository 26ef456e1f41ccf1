import type { Metadata } from 'next';
import { HeroSlideshow } from '@/components/home/hero-slideshow';
import { Marquee } from '@/components/home/marquee';
import { PromoSection } from '@/components/home/promo-section';
import { site } from '@/content/site';

export const metadata: Metadata = {
  alternates: { canonical: '/' },
};

/**
 * Home: the red marquee along the top, the hero slideshow (its first slide is the page's largest
 * paint, so it comes before the tall video panel), then videos beside the catalogue.
 */
export default function HomePage() {
  return (
    <>
      <h1 className="visually-hidden">{`${site.name}: POS and office-automation hardware, sales and service in Ludhiana`}</h1>
      <Marquee />
      <HeroSlideshow />
      <PromoSection />
    </>
  );
}
