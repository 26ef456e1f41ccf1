'use client';
/**
 * The hero slideshow: 8 slides, advancing every 3000 ms and wrapping, dots that jump to a slide and a
 * pause button (auto-moving content must be stoppable). The first slide is in the server HTML in a box
 * of fixed height (no layout shift); where it is the page's largest paint (/slider, `priority`) it is
 * preloaded with high priority, while on the home page it sits below the videos and waits its turn.
 * Later slides are added one ahead of the current one, so they never compete with it. Each slide has
 * a button to what it shows (a plain link, working before hydration).
 */
import { useEffect, useState, type CSSProperties } from 'react';
import { preload } from 'react-dom';
import { NARROW_MEDIA, SLIDE_INTERVAL_MS, SLIDE_SIZE, WIDE_MEDIA, slides, type Slide } from './slides';
import styles from './hero-slideshow.module.css';

function SlidePicture({ slide, first }: { slide: Slide; first: boolean }) {
  // `first` is the LCP picture of a page that opens with the slideshow.
  return (
    <picture>
      <source media={WIDE_MEDIA} type="image/webp" srcSet={slide.webp} width={SLIDE_SIZE.wide.width} height={SLIDE_SIZE.wide.height} />
      <img
        src={slide.png}
        alt={slide.alt}
        width={SLIDE_SIZE.narrow.width}
        height={SLIDE_SIZE.narrow.height}
        className={styles.image}
        decoding={first ? 'sync' : 'async'}
        fetchPriority={first ? 'high' : 'low'}
        loading={first ? 'eager' : 'lazy'}
      />
    </picture>
  );
}

export function HeroSlideshow({ label = 'Featured products', priority = true }: { label?: string; priority?: boolean }) {
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  // Which slides have their <picture> in the page; the first from the start, the rest on demand.
  const [rendered, setRendered] = useState<readonly boolean[]>(() => slides.map((_, i) => i === 0));

  const first = slides[0];
  if (first && priority) {
    preload(first.webp, { as: 'image', type: 'image/webp', media: WIDE_MEDIA, fetchPriority: 'high' });
    preload(first.png, { as: 'image', type: 'image/png', media: NARROW_MEDIA, fetchPriority: 'high' });
  }

  // Keep the current slide and the next one loaded.
  useEffect(() => {
    const next = (index + 1) % count;
    setRendered((current) => (current[index] && current[next] ? current : current.map((value, i) => value || i === index || i === next)));
  }, [index, count]);

  // One timer per shown slide: a dot click restarts the 3000 ms from the new slide.
  useEffect(() => {
    if (!playing) return;
    const timer = window.setTimeout(() => setIndex((index + 1) % count), SLIDE_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [index, playing, count]);

  return (
    <section className={styles.slideshow} aria-roledescription="carousel" aria-label={label}>
      <div className={styles.viewport} aria-live={playing ? 'off' : 'polite'}>
        {slides.map((slide, i) => (
          <div
            key={slide.webp}
            className={`${styles.slide} ${i === index ? styles.active : ''}`}
            style={{ '--band-top': slide.band.top, '--band-bottom': slide.band.bottom } as CSSProperties}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${count}: ${slide.label}`}
            aria-hidden={i !== index}
            data-testid="slide"
            data-active={i === index}
            // A hidden slide's link must not take focus.
            inert={i !== index}
          >
            {rendered[i] && <SlidePicture slide={slide} first={priority && i === 0} />}
            <a className={styles.slideLink} href={slide.link.href}>
              {slide.link.text}
            </a>
          </div>
        ))}
      </div>
      <div className={styles.controls}>
        <button
          type="button"
          className={styles.pause}
          onClick={() => setPlaying((value) => !value)}
          aria-label={playing ? 'Pause slideshow' : 'Play slideshow'}
        >
          <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
        </button>
        <div className={styles.dots} style={{ '--slide-count': count } as CSSProperties}>
          {slides.map((slide, i) => (
            <button
              key={slide.webp}
              type="button"
              className={`${styles.dot} ${i === index ? styles.dotActive : ''}`}
              aria-label={`Show slide ${i + 1} of ${count}: ${slide.label}`}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
      </div>
    </section>
  );
}
