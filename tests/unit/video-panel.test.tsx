// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VideoPanel, whenEngagedNear } from '@/components/home/video-panel';

/** A controllable IntersectionObserver: `setNear(true)` reports the observed panel on screen. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe() {}
  disconnect() {}
  setNear(isIntersecting: boolean) {
    this.callback([{ isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

const setNear = (value: boolean) => act(() => FakeIntersectionObserver.instances.forEach((observer) => observer.setNear(value)));
const youTubeScripts = () => document.querySelectorAll('script[src*="youtube.com"]');

beforeEach(() => {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  vi.stubGlobal('matchMedia', () => ({ matches: false }));
});

afterEach(() => {
  cleanup();
  document.head.querySelectorAll('script').forEach((script) => script.remove());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the home video panel loads YouTube only for a visitor who engages near it', () => {
  const props = { videoIds: ['M7lc1UVf-VE', 'aqz-KE-bpKQ'], channelUrl: 'https://www.youtube.com/@sanviotechnologies', playerTitle: 'Product videos' };

  it('paints the poster and the channel link, and requests nothing from YouTube on a plain page load', () => {
    const { container } = render(<VideoPanel {...props} />);
    setNear(true);
    expect(container.querySelector('img')?.getAttribute('src')).toContain('poster-1.webp');
    expect(container.querySelector('a')?.getAttribute('href')).toBe(props.channelUrl);
    expect(youTubeScripts()).toHaveLength(0);
  });

  it('loads the IFrame API once the visitor engages while the panel is near the screen', () => {
    render(<VideoPanel {...props} />);
    act(() => window.dispatchEvent(new Event('pointermove')));
    expect(youTubeScripts()).toHaveLength(0);
    setNear(true);
    expect(youTubeScripts()).toHaveLength(1);
  });

  it('waits for the connection when the browser is offline', () => {
    const run = vi.fn();
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const element = document.createElement('div');
    const cancel = whenEngagedNear(element, run);
    window.dispatchEvent(new Event('keydown'));
    FakeIntersectionObserver.instances[0]?.setNear(true);
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
    const cancel = whenEngagedNear(document.createElement('div'), run);
    cancel();
    window.dispatchEvent(new Event('pointerdown'));
    FakeIntersectionObserver.instances[0]?.setNear(true);
    expect(run).not.toHaveBeenCalled();
  });
});
