import type { Metadata } from 'next';
import { AboutBanner } from '@/components/about/about-banner';
import styles from '@/components/about/about-page.module.css';
import { AboutSectionCard } from '@/components/about/about-section-card';
import { pageMetadata } from '@/components/seo/page-metadata';
import { site } from '@/content/site';
import { getAboutBannerLines, listAboutSections } from '@/lib/content/load';
import { paths } from '@/lib/paths';

export const metadata: Metadata = pageMetadata({
  title: 'About Us',
  description: `${site.name}, Ludhiana: authorised distributor and service centre for ${site.partner} since ${site.established}. Our mission, vision and core values.`,
  path: paths.about(),
  image: { url: '/images/about/about-us.webp', alt: `The ${site.name} showroom in Ludhiana` },
});

export default function AboutPage() {
  const sections = listAboutSections();
  return (
    <>
      <AboutBanner lines={getAboutBannerLines()} />
      <div className={styles.page}>
        <header className={styles.header}>
          <h1 className={styles.title}>About {site.name}</h1>
          <p className={styles.intro}>
            Authorised distributor and service centre for {site.partner} in {site.address.locality}, serving businesses since {site.established}.
          </p>
        </header>
        <div className={styles.sections}>
          {sections.map((section, index) => (
            <AboutSectionCard key={section.title} section={section} order={index} />
          ))}
        </div>
      </div>
    </>
  );
}
