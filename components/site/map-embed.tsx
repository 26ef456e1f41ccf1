'use client';
/**
 * The footer's Google map. The iframe is in the page from the start (and lazy), but it gets its address
 * only when it comes within NEAR_VIEWPORT of the screen: the browser's own lazy-loading starts frames
 * thousands of pixels early, which on short pages (home, contact, products) fetched Google's map for
 * every visitor while the page itself was still loading. Without JavaScript the link below the map
 * (in the footer) still opens it.
 */
import { useEffect, useRef, useState } from 'react';

const NEAR_VIEWPORT = '300px 0px';

export function MapEmbed({ src, title, className }: { src: string; title: string; className?: string }) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const frame = frameRef.current;
    if (!frame || near) return;
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
    observer.observe(frame);
    return () => observer.disconnect();
  }, [near]);

  return <iframe ref={frameRef} src={near ? src : undefined} title={title} loading="lazy" referrerPolicy="no-referrer-when-downgrade" className={className} />;
}
