// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VideoPanel, whenLoadedAndOnScreen } from '@/components/home/video-panel';
import type { YouTubePlayerOptions } from '@/components/home/youtube-api';

/** A controllable IntersectionObserver: `setOnScreen(true)` reports the observed panel on screen. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe() {}
  disconnect() {}
  setOnScreen(isIntersecting: boolean) {
    this.callback([{ isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

/** Stands in for YouTube's player: records what it was asked to play. */
class FakePlayer {
  static instances: FakePlayer[] = [];
  readonly loaded: string[] = [];
  readonly muted = vi.fn();
  readonly played = vi.fn();
  constructor(
    _element: HTMLElement,
    readonly options: YouTubePlayerOptions,
  ) {
    FakePlayer.instances.push(this);
    this.loaded.push(options.videoId);
  }
  loadVideoById(id: string) {
    this.loaded.push(id);
  }
  playVideo() {
    this.played();
  }
  mute() {
    this.muted();
  }
  destroy() {}
  getIframe() {
    return document.createElement('iframe');
  }
  ready() {
    this.options.events?.onReady?.({ target: this, data: 0 });
  }
  ended() {
    this.options.events?.onStateChange?.({ target: this, data: ENDED });
  }
}

const ENDED = 0;
const setOnScreen = (value: boolean) => act(() => FakeIntersectionObserver.instances.forEach((observer) => observer.setOnScreen(value)));
const flush = () => act(async () => {});
let readyState: DocumentReadyState;
let reducedMotion: boolean;

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  FakePlayer.instances = [];
  readyState = 'loading';
  reducedMotion = false;
  vi.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' && reducedMotion }));
  window.YT = { Player: FakePlayer, PlayerState: { ENDED, PLAYING: 1 } };
});

afterEach(() => {
  cleanup();
  delete window.YT;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const props = {
  videoIds: ['M7lc1UVf-VE', 'aqz-KE-bpKQ', 'ScMzIvxBSi4'],
  channelUrl: 'https://www.youtube.com/@sanviotechnologies',
  playerTitle: 'Product videos',
};

function pageLoaded() {
  readyState = 'complete';
  act(() => window.dispatchEvent(new Event('load')));
}

describe('the home video panel', () => {
  it('paints the poster and the channel link, and starts no player before the page has loaded', async () => {
    const { container } = render(<VideoPanel {...props} />);
    setOnScreen(true);
    await flush();
    expect(container.querySelector('img')?.getAttribute('src')).toContain('poster-1.webp');
    expect(container.querySelector('a')?.getAttribute('href')).toBe(props.channelUrl);
    expect(FakePlayer.instances).toHaveLength(0);
  });

  it('once the page has loaded and the panel is on screen, autoplays the first video muted', async () => {
    render(<VideoPanel {...props} />);
    pageLoaded();
    await flush();
    expect(FakePlayer.instances).toHaveLength(0);
    setOnScreen(true);
    await flush();
    const [player] = FakePlayer.instances;
    expect(player?.options.videoId).toBe(props.videoIds[0]);
    expect(player?.options.playerVars).toMatchObject({ autoplay: 1, mute: 1 });
    player?.ready();
    expect(player?.muted).toHaveBeenCalled();
    expect(player?.played).toHaveBeenCalled();
  });

  it('plays the videos one after another and wraps from the last to the first', async () => {
    readyState = 'complete';
    render(<VideoPanel {...props} />);
    setOnScreen(true);
    await flush();
    const [player] = FakePlayer.instances;
    for (let i = 0; i < 3; i += 1) player?.ended();
    expect(player?.loaded).toEqual([...props.videoIds, props.videoIds[0]]);
  });

  it('keeps the poster with prefers-reduced-motion', async () => {
    reducedMotion = true;
    readyState = 'complete';
    render(<VideoPanel {...props} />);
    setOnScreen(true);
    await flush();
    expect(FakePlayer.instances).toHaveLength(0);
  });

  it('keeps the poster with Save-Data', async () => {
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { connection: { saveData: true } }));
    readyState = 'complete';
    render(<VideoPanel {...props} />);
    setOnScreen(true);
    await flush();
    expect(FakePlayer.instances).toHaveLength(0);
  });

  it('waits for the connection when the browser is offline', () => {
    readyState = 'complete';
    const run = vi.fn();
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const cancel = whenLoadedAndOnScreen(document.createElement('div'), run);
    FakeIntersectionObserver.instances[0]?.setOnScreen(true);
    expect(run).not.toHaveBeenCalled();
    online.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    expect(run).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('online'));
    expect(run).toHaveBeenCalledTimes(1);
    cancel();
  });

  it('stops waiting when the panel goes away', () => {
    const run = vi.fn();
    const cancel = whenLoadedAndOnScreen(document.createElement('div'), run);
    cancel();
    readyState = 'complete';
    window.dispatchEvent(new Event('load'));
    FakeIntersectionObserver.instances[0]?.setOnScreen(true);
    expect(run).not.toHaveBeenCalled();
  });
});
