// @vitest-environment jsdom
/**
 * Issue 7 (LCP under 1.5 s on every page listed; the home page's extras never block LCP): a cached
 * page requests the framework's scripts only after it has loaded and painted, so that they neither
 * share the bandwidth with its images nor hold up its first paint.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFERRED_SCRIPT_LATEST_MS, DEFERRED_SCRIPT_LOADER, deferFrameworkScripts } from '@/lib/next-cache/defer-framework-scripts.mjs';

// The shape of a page as Next 15.5 writes it (abridged from the build's about.html).
const chunk = (name: string) => `/_next/static/chunks/${name}.js`;
const page = [
  '<!DOCTYPE html><html lang="en-IN"><head><meta charSet="utf-8"/>',
  '<link rel="preload" as="image" imageSrcSet="/_next/image?url=%2Fimages%2Fabout.webp&amp;w=640&amp;q=75 640w"/>',
  '<style data-precedence="next">body{margin:0}</style>',
  `<link rel="preload" as="script" fetchPriority="low" href="${chunk('webpack-6c9a')}"/>`,
  `<script src="${chunk('4bd1b696-f785')}" async=""></script>`,
  `<script src="${chunk('app/(site)/about/page-2c2c')}" async=""></script>`,
  '<title>About Us</title>',
  `<script src="${chunk('polyfills-4237')}" noModule=""></script>`,
  '<script src="https://www.youtube.com/iframe_api" async=""></script>',
  '</head><body><main><h1>About Us</h1></main>',
  '<script type="application/ld+json">{"@type":"Organization"}</script>',
  `<script src="${chunk('webpack-6c9a')}" id="_R_" async=""></script>`,
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  // The RSC payload, where Next escapes "<", and page text that names the attribute.
  '<script>self.__next_f.push([1,"\\u003cscript src=\\"/_next/static/chunks/x.js\\" async=\\"\\"\\u003e\\u003c/script\\u003e"])</script>',
  '<p>data-defer-src is an attribute</p>',
  `<script src="${chunk('main-app-00ba')}?dpl=dpl_abc" async=""></script>`,
  '</body></html>',
].join('');

describe('deferFrameworkScripts', () => {
  const deferred = deferFrameworkScripts(page);

  it('turns each of Next\'s async chunk tags into an inert data-defer-src tag, in document order, keeping its other attributes', () => {
    expect(deferred).not.toMatch(/<script src="\/_next\/static\/[^"]+" (?:[^>]* )?async=""/);
    expect([...deferred.matchAll(/<script data-defer-src="([^"]+)"([^>]*)>/g)].map(([, src, attributes]) => [src, attributes])).toEqual([
      [chunk('4bd1b696-f785'), ''],
      [chunk('app/(site)/about/page-2c2c'), ''],
      [chunk('webpack-6c9a'), ' id="_R_"'],
      [`${chunk('main-app-00ba')}?dpl=dpl_abc`, ''],
    ]);
  });

  it('drops the preload of the bootstrap script and keeps the image preload', () => {
    expect(deferred).not.toContain('as="script"');
    expect(deferred).toContain('<link rel="preload" as="image"');
  });

  it('leaves the nomodule polyfill, third-party scripts, JSON-LD, inline scripts (the RSC payload among them) and page text as they were', () => {
    for (const tag of [
      `<script src="${chunk('polyfills-4237')}" noModule=""></script>`,
      '<script src="https://www.youtube.com/iframe_api" async=""></script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
      '<script>self.__next_f.push([1,"\\u003cscript src=\\"/_next/static/chunks/x.js\\" async=\\"\\"\\u003e\\u003c/script\\u003e"])</script>',
      '<p>data-defer-src is an attribute</p>',
    ]) {
      expect(deferred).toContain(tag);
    }
  });

  it('adds the loader once, just before </body>, and changes nothing else', () => {
    expect(deferred.endsWith(`${DEFERRED_SCRIPT_LOADER}</body></html>`)).toBe(true);
    expect(deferred.split(DEFERRED_SCRIPT_LOADER)).toHaveLength(2);
    const restored = deferred
      .replace(DEFERRED_SCRIPT_LOADER, '')
      .replace(/<script data-defer-src="([^"]+)"([^>]*)><\/script>/g, '<script src="$1"$2 async=""></script>');
    expect(restored).toBe(page.replace(`<link rel="preload" as="script" fetchPriority="low" href="${chunk('webpack-6c9a')}"/>`, ''));
  });

  it('is idempotent, and leaves a page without framework scripts or without </body> unchanged', () => {
    expect(deferFrameworkScripts(deferred)).toBe(deferred);
    const plain = '<!DOCTYPE html><html><head><script src="/elsewhere.js" async=""></script></head><body><p>Hi</p></body></html>';
    expect(deferFrameworkScripts(plain)).toBe(plain);
    const cut = page.replace('</body></html>', '');
    expect(deferFrameworkScripts(cut)).toBe(cut);
  });
});

describe('the loader', () => {
  /** requestAnimationFrame callbacks, run by the test when it paints a frame. */
  let frames: FrameRequestCallback[];
  beforeEach(() => {
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    vi.useFakeTimers({ toFake: ['setTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    document.head.innerHTML = '';
    document.body.innerHTML = '';
  });

  function runLoader(state: { visibility: DocumentVisibilityState; readyState: DocumentReadyState }) {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(state.visibility);
    vi.spyOn(document, 'readyState', 'get').mockReturnValue(state.readyState);
    document.head.innerHTML = `<script data-defer-src="${chunk('a')}"></script><script data-defer-src="${chunk('b')}" id="_R_"></script>`;
    const code = /<script>([\s\S]*)<\/script>/.exec(DEFERRED_SCRIPT_LOADER)?.[1] ?? '';
    new Function(code)();
  }
  const added = () => [...document.head.querySelectorAll('script[src]')].map((script) => [script.getAttribute('src'), (script as HTMLScriptElement).async]);
  const paintFrame = () => frames.splice(0).forEach((callback) => callback(0));

  it('adds the scripts, async and in order, only after the load event and the next painted frame', () => {
    runLoader({ visibility: 'visible', readyState: 'interactive' });
    expect(added()).toEqual([]);
    window.dispatchEvent(new Event('load'));
    expect(added()).toEqual([]);
    expect(frames).toHaveLength(1);
    paintFrame();
    expect(added()).toEqual([]);
    vi.advanceTimersByTime(0);
    expect(added()).toEqual([
      [chunk('a'), true],
      [chunk('b'), true],
    ]);
    // The fallback timer finds them added and adds nothing more.
    vi.runAllTimers();
    expect(added()).toHaveLength(2);
  });

  it('waits only for the next frame when the page has loaded already', () => {
    runLoader({ visibility: 'visible', readyState: 'complete' });
    expect(frames).toHaveLength(1);
    paintFrame();
    vi.advanceTimersByTime(0);
    expect(added()).toHaveLength(2);
  });

  it.each([
    ['the load event has not come (a picture that never finishes)', 'interactive'],
    ['the page has loaded but no frame is painted (a tab in the background)', 'complete'],
  ] as const)(`adds them after ${DEFERRED_SCRIPT_LATEST_MS} ms when %s`, (_case, readyState) => {
    runLoader({ visibility: 'visible', readyState });
    vi.advanceTimersByTime(DEFERRED_SCRIPT_LATEST_MS - 1);
    expect(added()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(added()).toHaveLength(2);
    window.dispatchEvent(new Event('load'));
    paintFrame();
    vi.runAllTimers();
    expect(added()).toHaveLength(2);
  });

  it('adds them at once in a tab that is not visible, where no frame is painted', () => {
    runLoader({ visibility: 'hidden', readyState: 'interactive' });
    expect(added()).toEqual([
      [chunk('a'), true],
      [chunk('b'), true],
    ]);
  });
});
