'use client';
/**
 * The rotating video player of the home page. It paints a poster first and loads YouTube's player only
 * once the visitor engages with the page (touches it, moves the pointer or the wheel, presses a key)
 * while the panel is on screen or close to it. A page load alone never contacts youtube.com, so the
 * videos cannot slow the first paint, cost data nobody watches, or log errors where YouTube is
 * unreachable. The four videos play muted one after another and wrap around; offline or blocked, the
 * poster stays.
 */
import Image from 'next/image';
import { useEffect, useRef, useState } from 'react';
import { loadYouTubeApi, type YouTubePlayer } from './youtube-api';
import styles from './video-panel.module.css';

const POSTER = '/images/videos/poster-1.webp';
/** How close to the viewport the panel must be for the player to load. */
const NEAR_VIEWPORT = '200px 0px';
// Signs of a person at the page (scrolling by touch, wheel, keys or scrollbar included). Not `scroll`:
// a page can scroll without anyone there (restoring a position, jumping to an anchor).
const ENGAGEMENT_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'wheel'] as const;

/**
 * Calls `run` once, when the visitor has engaged with the page and `element` is within NEAR_VIEWPORT of
 * the screen, and the browser is online. Returns a cancel function.
 */
export function whenEngagedNear(element: Element, run: () => void): () => void {
  let engaged = false;
  let near = false;
  let done = false;
  const cleanups: Array<() => void> = [];
  const cancel = () => {
    done = true;
    for (const cleanup of cleanups.splice(0)) cleanup();
  };
  const check = () => {
    if (done || !engaged || !near) return;
    // Offline, a script request can only fail (and log an error): wait for the connection instead.
    if (!navigator.onLine) return;
    cancel();
    run();
  };

  const onEngaged = () => {
    if (engaged) return;
    engaged = true;
    for (const type of ENGAGEMENT_EVENTS) window.removeEventListener(type, onEngaged);
    check();
  };
  for (const type of ENGAGEMENT_EVENTS) window.addEventListener(type, onEngaged, { passive: true });
  cleanups.push(() => {
    for (const type of ENGAGEMENT_EVENTS) window.removeEventListener(type, onEngaged);
  });

  window.addEventListener('online', check);
  cleanups.push(() => window.removeEventListener('online', check));

  if (typeof IntersectionObserver === 'function') {
    const observer = new IntersectionObserver(
      (entries) => {
        near = entries.some((entry) => entry.isIntersecting);
        check();
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    observer.observe(element);
    cleanups.push(() => observer.disconnect());
  } else {
    near = true;
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
    const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;

    const playNext = () => {
      current = (current + 1) % videoIds.length;
      const id = videoIds[current];
      if (player && id) player.loadVideoById(id);
    };

    const cancelWait = whenEngagedNear(host, () => {
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
                event.target.getIframe().title = playerTitle;
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
        <Image src={POSTER} alt="" fill sizes="(min-width: 768px) 60vw, 100vw" className={styles.posterImage} />
        <a href={channelUrl} target="_blank" rel="noopener noreferrer" className={styles.watchLink}>
          Watch our videos on YouTube<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </div>
      <div ref={hostRef} className={styles.player} />
    </div>
  );
}
