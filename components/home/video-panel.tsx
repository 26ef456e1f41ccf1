'use client';
/**
 * The rotating video player of the home page. It paints a poster first and loads YouTube's player only
 * once the page has loaded and the browser is idle, so the videos never slow the first paint. The
 * four videos play muted one after another and wrap around; offline or blocked, the poster stays.
 */
import Image from 'next/image';
import { useEffect, useRef, useState } from 'react';
import { site } from '@/content/site';
import { loadYouTubeApi, type YouTubePlayer } from './youtube-api';
import styles from './video-panel.module.css';

const POSTER = '/images/videos/poster-1.webp';
const youTubeChannel = site.socials.find((social) => social.name === 'YouTube')?.url ?? 'https://www.youtube.com';

function whenIdleAfterLoad(run: () => void): () => void {
  let cancelled = false;
  let cancelScheduled = () => {};
  const schedule = () => {
    if (cancelled) return;
    // Safari has no requestIdleCallback: a short timeout after load does the same job there.
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(run, { timeout: 4000 });
      cancelScheduled = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(run, 1500);
      cancelScheduled = () => window.clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    cancelScheduled();
  };
}

export function VideoPanel({ videoIds = site.videoIds }: { videoIds?: readonly string[] }) {
  const hostRef = useRef<HTMLDivElement>(null);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    const host = hostRef.current;
    const firstId = videoIds[0];
    if (!host || !firstId) return;
    let player: YouTubePlayer | null = null;
    let disposed = false;
    let current = 0;
    let failuresInARow = 0;
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;

    const playNext = () => {
      current = (current + 1) % videoIds.length;
      const id = videoIds[current];
      if (player && id) player.loadVideoById(id);
    };

    const cancelIdle = whenIdleAfterLoad(() => {
      loadYouTubeApi()
        .then((YT) => {
          if (disposed) return;
          // The API replaces this element with its iframe; React never renders into it.
          const mount = document.createElement('div');
          host.appendChild(mount);
          player = new YT.Player(mount, {
            videoId: firstId,
            host: 'https://www.youtube-nocookie.com',
            width: '100%',
            height: '100%',
            playerVars: { autoplay: reducedMotion ? 0 : 1, mute: 1, playsinline: 1, rel: 0, modestbranding: 1 },
            events: {
              onReady: (event) => {
                event.target.getIframe().title = `${site.name} product videos`;
                event.target.mute();
                if (!reducedMotion) event.target.playVideo();
                setPlaying(true);
              },
              onStateChange: (event) => {
                if (event.data === YT.PlayerState.PLAYING) failuresInARow = 0;
                if (event.data === YT.PlayerState.ENDED) playNext();
              },
              onError: () => {
                // A removed or private video: skip it, but give up (poster) if none will play.
                failuresInARow += 1;
                if (failuresInARow >= videoIds.length) {
                  player?.destroy();
                  player = null;
                  setPlaying(false);
                } else playNext();
              },
            },
          });
        })
        .catch(() => {
          // Offline or blocked: the poster stays, nothing else to do.
        });
    });

    return () => {
      disposed = true;
      cancelIdle();
      player?.destroy();
      host.replaceChildren();
    };
  }, [videoIds]);

  return (
    <div className={styles.panel}>
      <div className={`${styles.poster} ${playing ? styles.posterHidden : ''}`}>
        <Image src={POSTER} alt="" fill sizes="(min-width: 768px) 60vw, 100vw" className={styles.posterImage} />
        <a href={youTubeChannel} target="_blank" rel="noopener noreferrer" className={styles.watchLink}>
          Watch our videos on YouTube<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </div>
      <div ref={hostRef} className={styles.player} />
    </div>
  );
}
