'use client';
/**
 * The footer's Google map. Until the map's box comes within NEAR_VIEWPORT of the screen it is an empty
 * box of the map's size, and only then an iframe with the map's address: an iframe, even without an
 * address, costs the page a frame of its own (a document and a script context) while it loads, and the
 * browser's own lazy-loading starts frames thousands of pixels early, which on short pages (home,
 * contact, products) fetched Google's map for every visitor while the page itself was still loading.
 * Without JavaScript the link below the map (in the footer) opens it.
 */
import { useEffect, useRef, useState } from 'react';

const NEAR_VIEWPORT = '300px 0px';

export function MapEmbed({ src, title, className }: { src: string; title: string; className?: string }) {
  const boxRef = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const box = boxRef.current;
    if (!box || near) return;
    if (typeof IntersectionObserver !== 'function') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    observer.observe(box);
    return () => observer.disconnect();
  }, [near]);

  if (!near) return <div ref={boxRef} className={className} data-testid="map-placeholder" />;
  return <iframe src={src} title={title} loading="lazy" referrerPolicy="no-referrer-when-downgrade" className={className} />;
}
