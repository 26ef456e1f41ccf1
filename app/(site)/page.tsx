import type { Metadata } from 'next';
import { HeroSlideshow } from '@/components/home/hero-slideshow';
import { PromoSection } from '@/components/home/promo-section';
import { site } from '@/content/site';

export const metadata: Metadata = {
  alternates: { canonical: '/' },
};

/**
 * Home: the hero slideshow first (its first slide is the page's largest paint), then the promotional
 * section of marquee, videos and catalogue.
 */
export default function HomePage() {
  return (
    <>
      <h1 className="visually-hidden">{`${site.name}: POS and office-automation hardware, sales and service in Ludhiana`}</h1>
      <HeroSlideshow />
      <PromoSection />
    </>
  );
}
