/**
 * Cached pages load the framework's scripts after the page has loaded and painted, not alongside it.
 *
 * Next writes React, its router runtime and the page's chunks (about 125 kB compressed) as
 * `<script src async>` tags, in the head (the bootstrap one at the end of the body). On a slow
 * connection they share the bandwidth with the page's images and delay the largest paint; on a fast
 * one their evaluation and React's hydration can hold up the first paint. In a cached page
 * (lib/next-cache/handler.mjs) each of those tags becomes an inert `<script data-defer-src>`, the
 * low-priority preload of the bootstrap script is dropped, and one inline script before `</body>`
 * adds the real script tags once the window's `load` event has fired and the next frame has painted
 * (at once in a tab that is not visible, which paints nothing; after 3 s at the latest, should a
 * picture never finish loading). The order of the tags is kept; they were async, so their order
 * never mattered. The page's text, links and images work before then as they did; its buttons
 * respond once React has hydrated, which now starts only after the page has loaded.
 *
 * Only tags written exactly as Next 15 writes them are changed. Anything else (another attribute
 * order, a `nomodule` polyfill, a third-party script) loads as it was written.
 */

/**
 * Next's script tags for its own static chunks, as it writes them: src first (with the `?dpl=` of a
 * NEXT_DEPLOYMENT_ID, if any), async last.
 */
const FRAMEWORK_SCRIPT = /<script src="(\/_next\/static\/[^"<>?]+\.js(?:\?[^"<>]*)?)"((?: [a-zA-Z-]+="[^"<>]*")*) async=""><\/script>/g;

/** The `<link rel="preload" as="script">` React writes for the bootstrap script. */
const FRAMEWORK_SCRIPT_PRELOAD = /<link rel="preload" as="script"(?: [a-zA-Z-]+="[^"<>]*")*? href="\/_next\/static\/[^"<>?]+\.js(?:\?[^"<>]*)?"(?: [a-zA-Z-]+="[^"<>]*")*\/>/g;

export const DEFERRED_SCRIPT_ATTRIBUTE = 'data-defer-src';

/**
 * The longest the scripts wait, in milliseconds from the end of the document: a picture that never
 * finishes loading, or a tab that paints no frames, must not leave the page without its scripts.
 */
export const DEFERRED_SCRIPT_LATEST_MS = 3000;

/**
 * Adds the deferred scripts, in document order, after `load` and the next painted frame, or after
 * DEFERRED_SCRIPT_LATEST_MS, whichever is first; once.
 */
export const DEFERRED_SCRIPT_LOADER =
  '<script>(function(){var d=document,done=false;' +
  `function run(){if(done)return;done=true;d.querySelectorAll("script[${DEFERRED_SCRIPT_ATTRIBUTE}]").forEach(function(s){var e=d.createElement("script");e.src=s.getAttribute("${DEFERRED_SCRIPT_ATTRIBUTE}");e.async=true;d.head.appendChild(e)})}` +
  'function afterPaint(){requestAnimationFrame(function(){setTimeout(run,0)})}' +
  `if(d.visibilityState!=="visible")run();else{setTimeout(run,${DEFERRED_SCRIPT_LATEST_MS});` +
  'if(d.readyState==="complete")afterPaint();else addEventListener("load",afterPaint,{once:true})}})()</script>';

/**
 * The page with its framework scripts deferred, or the page unchanged when it has none, has no
 * `</body>`, or was already changed.
 * @param {string} html
 * @returns {string}
 */
export function deferFrameworkScripts(html) {
  if (html.includes(DEFERRED_SCRIPT_LOADER)) return html;
  const bodyEnd = html.lastIndexOf('</body>');
  if (bodyEnd === -1) return html;
  let deferred = 0;
  const beforeBodyEnd = html.slice(0, bodyEnd).replace(FRAMEWORK_SCRIPT, (_tag, src, attributes) => {
    deferred += 1;
    return `<script ${DEFERRED_SCRIPT_ATTRIBUTE}="${src}"${attributes}></script>`;
  });
  if (deferred === 0) return html;
  return beforeBodyEnd.replace(FRAMEWORK_SCRIPT_PRELOAD, '') + DEFERRED_SCRIPT_LOADER + html.slice(bodyEnd);
}
