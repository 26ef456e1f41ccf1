import type { Metadata } from 'next';
import { HeroSlideshow } from '@/components/home/hero-slideshow';
import { paths } from '@/lib/paths';

export const metadata: Metadata = {
  title: 'Slider',
  robots: { index: false },
  alternates: { canonical: paths.slider() },
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
