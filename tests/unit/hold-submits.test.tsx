// @vitest-environment jsdom
/**
 * A form submitted before hydration (components/forms/hold-submits.ts): the inline script holds it,
 * one per form, and the form's component sends it through React once hydrated; a page whose own
 * script fails to load gets it posted by the browser instead. The page is server-rendered here
 * (renderToString) and hydrated (hydrateRoot) as in the browser.
 */
import { act, type FormEvent } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HOLD_SUBMITS_SCRIPT, HYDRATED_FORM, holdUntilHydrated } from '@/components/forms/hold-submits';
import { useSendHeldSubmit } from '@/components/forms/use-send-held-submit';

const sent = vi.fn<(message: string) => void>();

function HeldForm({ id }: { id: string }) {
  const ref = useSendHeldSubmit();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    sent(new FormData(event.currentTarget).get('message') as string);
  };
  return (
    <form id={id} ref={ref} onSubmit={onSubmit} {...holdUntilHydrated}>
      <input name="message" defaultValue="" />
      <button type="submit">Send</button>
    </form>
  );
}

let root: Root | undefined;
let container: HTMLDivElement | undefined;

/** The server's HTML of the form, in the page, not yet hydrated. */
function serverRender(id = 'held'): HTMLFormElement {
  container = document.createElement('div');
  container.innerHTML = renderToString(<HeldForm id={id} />);
  document.body.append(container);
  return container.querySelector('form')!;
}

async function hydrate(id = 'held'): Promise<void> {
  await act(async () => {
    root = hydrateRoot(container!, <HeldForm id={id} />);
  });
  // The held submission is sent at the end of the commit that attached the form.
  await act(async () => {
    await Promise.resolve();
  });
}

/** Submits as a tap would; true when the browser would go on to post the form itself. */
function tap(form: HTMLFormElement): boolean {
  const event = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: form.querySelector('button') });
  return form.dispatchEvent(event);
}

beforeAll(() => {
  // The inline script, run once as the page's first script.
  new Function(HOLD_SUBMITS_SCRIPT)();
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container?.remove();
  container = undefined;
  sent.mockReset();
  window.__heldFormSubmits?.clear();
});

afterAll(() => vi.restoreAllMocks());

describe('a form sent before hydration', () => {
  it('is held (the browser does not post it) and sent once by React when hydrated, however often it was tapped', async () => {
    const form = serverRender();
    form.querySelector('input')!.value = 'typed before hydration';
    const asRendered = form.outerHTML;
    expect(tap(form)).toBe(false);
    expect(tap(form)).toBe(false);
    // Left as the server rendered it, so that hydration finds it matching.
    expect(form.outerHTML).toBe(asRendered);
    expect(window.__heldFormSubmits?.size).toBe(1);
    expect(sent).not.toHaveBeenCalled();

    await hydrate();
    expect(sent).toHaveBeenCalledTimes(1);
    expect(sent).toHaveBeenCalledWith('typed before hydration');
    expect(form.hasAttribute(HYDRATED_FORM)).toBe(true);
    expect(window.__heldFormSubmits?.size).toBe(0);
  });

  it('once hydrated, is sent by React at once and never held', async () => {
    const form = serverRender();
    await hydrate();
    expect(sent).not.toHaveBeenCalled();
    tap(form);
    expect(sent).toHaveBeenCalledTimes(1);
    expect(window.__heldFormSubmits?.size).toBe(0);
  });

  it('is not held when the form is not marked: a plain form (search, Add to Cart) works before hydration as the browser sends it', () => {
    const plain = document.createElement('form');
    document.body.append(plain);
    const posted = plain.dispatchEvent(new SubmitEvent('submit', { bubbles: true, cancelable: true }));
    expect(posted).toBe(true);
    expect(window.__heldFormSubmits?.size).toBe(0);
    plain.remove();
  });
});

describe("when one of the page's own scripts fails to load", () => {
  it("another site's script failing changes nothing; the page's own failing has the browser post the held form, and every later one", () => {
    const post = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    const form = serverRender();
    expect(tap(form)).toBe(false);

    const player = document.createElement('script');
    player.src = 'https://www.youtube.com/iframe_api';
    document.head.append(player);
    player.dispatchEvent(new Event('error'));
    expect(post).not.toHaveBeenCalled();
    expect(window.__heldFormSubmits?.size).toBe(1);

    const chunk = document.createElement('script');
    chunk.src = '/_next/static/chunks/main-app.js';
    document.head.append(chunk);
    chunk.dispatchEvent(new Event('error'));
    expect(post).toHaveBeenCalledTimes(1);
    expect(post.mock.contexts[0]).toBe(form);
    expect(window.__heldFormSubmits?.size).toBe(0);

    // The page will not hydrate: a later tap goes to the browser as without JavaScript.
    expect(tap(form)).toBe(true);
    player.remove();
    chunk.remove();
  });
});
