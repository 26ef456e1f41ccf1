'use client';
/**
 * The rotating video player of the home page. It paints a poster first; once the page has loaded and
 * the panel is on screen it loads YouTube's player, and the four videos play muted one after another,
 * wrapping around. With prefers-reduced-motion or Save-Data the poster stays (with its link to the
 * channel), and so it does offline, blocked, or when no video will play.
 */
import Image from 'next/image';
import { useEffect, useRef, useState } from 'react';
import { imageLoaderFor } from '@/lib/images/loader';
import { loadYouTubeApi, type YouTubePlayer } from './youtube-api';
import styles from './video-panel.module.css';

const POSTER = '/images/videos/poster-1.webp';

/** Visitors who asked for less motion or less data keep the poster: nothing plays by itself for them. */
export function keepsPoster(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches || connection?.saveData === true;
}

/**
 * Calls `run` once, when the page has finished loading, `element` is on screen and the browser is
 * online. Returns a cancel function.
 */
export function whenLoadedAndOnScreen(element: Element, run: () => void): () => void {
  let loaded = document.readyState === 'complete';
  let onScreen = false;
  let done = false;
  const cleanups: Array<() => void> = [];
  const cancel = () => {
    done = true;
    for (const cleanup of cleanups.splice(0)) cleanup();
  };
  const check = () => {
    if (done || !loaded || !onScreen) return;
    // Offline, a script request can only fail (and log an error): wait for the connection instead.
    if (!navigator.onLine) return;
    cancel();
    run();
  };

  if (!loaded) {
    const onLoad = () => {
      loaded = true;
      check();
    };
    window.addEventListener('load', onLoad, { once: true });
    cleanups.push(() => window.removeEventListener('load', onLoad));
  }

  window.addEventListener('online', check);
  cleanups.push(() => window.removeEventListener('online', check));

  if (typeof IntersectionObserver === 'function') {
    const observer = new IntersectionObserver((entries) => {
      onScreen = entries.some((entry) => entry.isIntersecting);
      check();
    });
    observer.observe(element);
    cleanups.push(() => observer.disconnect());
  } else {
    onScreen = true;
  }
  return cancel;
}

export interface VideoPanelProps {
  /** YouTube ids, played in this order and around again. */
  videoIds: readonly string[];
  /** The shop's channel, linked from the poster. */
  channelUrl: string;
  /** Accessible name of the player's iframe. */
  playerTitle: string;
}

export function VideoPanel({ videoIds, channelUrl, playerTitle }: VideoPanelProps) {
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
    if (keepsPoster()) return;

    const playNext = () => {
      current = (current + 1) % videoIds.length;
      const id = videoIds[current];
      if (player && id) player.loadVideoById(id);
    };

    const cancelWait = whenLoadedAndOnScreen(host, () => {
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
            playerVars: { autoplay: 1, mute: 1, playsinline: 1, rel: 0, modestbranding: 1 },
            events: {
              onReady: (event) => {
                event.target.getIframe().title = playerTitle;
                event.target.mute();
                event.target.playVideo();
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
          // Blocked or the connection dropped: the poster stays, nothing else to do.
        });
    });

    return () => {
      disposed = true;
      cancelWait();
      player?.destroy();
      host.replaceChildren();
    };
  }, [videoIds, playerTitle]);

  return (
    <div className={styles.panel}>
      <div className={`${styles.poster} ${playing ? styles.posterHidden : ''}`}>
        {/* The first large picture under the marquee: the home page's largest paint, so it loads first. */}
        <Image src={POSTER} alt="" fill sizes="(min-width: 768px) 60vw, 100vw" className={styles.posterImage} loader={imageLoaderFor(POSTER)} priority />
        <a href={channelUrl} target="_blank" rel="noopener noreferrer" className={styles.watchLink}>
          Watch our videos on YouTube<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </div>
      <div ref={hostRef} className={styles.player} />
    </div>
  );
}
