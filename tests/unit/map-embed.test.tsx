// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MapEmbed } from '@/components/site/map-embed';

let report: (isIntersecting: boolean) => void = () => {};

class FakeIntersectionObserver {
  constructor(callback: IntersectionObserverCallback) {
    report = (isIntersecting) => callback([{ isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
  observe() {}
  disconnect() {}
}

beforeEach(() => vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the footer's map", () => {
  const src = 'https://www.google.com/maps?q=Ludhiana&output=embed';

  it('is an empty box until it nears the viewport, then a titled, lazy iframe with the map', () => {
    const { container } = render(<MapEmbed src={src} title="Map: Sanvio Technologies" />);
    expect(container.querySelector('iframe')).toBeNull();
    expect(container.querySelector('[data-testid="map-placeholder"]')).not.toBeNull();
    act(() => report(false));
    expect(container.querySelector('iframe')).toBeNull();
    act(() => report(true));
    const frame = container.querySelector('iframe');
    expect(frame?.getAttribute('title')).toBe('Map: Sanvio Technologies');
    expect(frame?.getAttribute('loading')).toBe('lazy');
    expect(frame?.getAttribute('src')).toBe(src);
    expect(container.querySelector('[data-testid="map-placeholder"]')).toBeNull();
  });
});
