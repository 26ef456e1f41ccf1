import type { Metadata } from 'next';
import { HeroSlideshow } from '@/components/home/hero-slideshow';

export const metadata: Metadata = {
  title: 'Slider',
  robots: { index: false },
  alternates: { canonical: '/slider' },
};

/** /slider: the home page's slideshow on its own. */
export default function SliderPage() {
  return (
    <>
      <h1 className="visually-hidden">Product slideshow</h1>
      <HeroSlideshow />
    </>
  );
}
