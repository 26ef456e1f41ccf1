import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';

/**
 * Reports this page view's Core Web Vitals to POST /api/vitals (docs/performance.md, "Real
 * visitors"); loaded by web-vitals.tsx for the page loads drawn to report. A plain module, not a
 * component: starting it renders nothing, so the page does not render again to start it. The
 * metrics are queued as the browser measures them and sent with navigator.sendBeacon when the page
 * is hidden or left, at most ten to a body: the browser sends a beacon in the background, so
 * nothing waits for it. Only the path, a random id of this page load (so the server counts each
 * metric of a load once), the metrics and the connection's effective type are sent.
 */

const ENDPOINT = '/api/vitals';
const CONNECTIONS: ReadonlySet<string> = new Set(['slow-2g', '2g', '3g', '4g']);
const PER_BODY = 10;

interface Queued {
  name: string;
  value: number;
  id: string;
}

// One document load's state: the site layout stays mounted across client-side navigation, and the
// vitals belong to the page the visitor landed on.
let page: string | undefined;
let load: string | undefined;
const queue: Queued[] = [];
const seen = new Set<string>();

function send(): void {
  if (!page || queue.length === 0 || typeof navigator.sendBeacon !== 'function') return;
  const effectiveType = (navigator as Navigator & { connection?: { effectiveType?: string } }).connection?.effectiveType;
  const connection = effectiveType && CONNECTIONS.has(effectiveType) ? { connection: effectiveType } : {};
  while (queue.length > 0) navigator.sendBeacon(ENDPOINT, JSON.stringify({ page, load, metrics: nextBody(), ...connection }));
}

/** Takes the next body's metrics from the queue: at most PER_BODY, each metric at most once (the server refuses a repeat). */
function nextBody(): Queued[] {
  const body: Queued[] = [];
  const names = new Set<string>();
  for (let i = 0; i < queue.length && body.length < PER_BODY;) {
    if (names.has(queue[i]!.name)) {
      i += 1;
    } else {
      names.add(queue[i]!.name);
      body.push(...queue.splice(i, 1));
    }
  }
  return body;
}

/** A random id for a page load: 32 hex digits. */
function newLoadId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

// A page restored from the back/forward cache is a new page view (web-vitals reports it again).
const onPageShow = (event: PageTransitionEvent) => {
  if (!event.persisted) return;
  send();
  load = newLoadId();
};

// On window, so it runs after web-vitals' own listeners on document have reported LCP, CLS and INP.
const onVisibilityChange = () => {
  if (document.visibilityState === 'hidden') send();
};

function report(metric: Metric): void {
  const key = `${metric.name}:${metric.id}`;
  // A metric can be reported again after the page was hidden and shown; each one is counted once.
  if (seen.has(key)) return;
  seen.add(key);
  queue.push({ name: metric.name, value: Number(metric.value.toFixed(metric.name === 'CLS' ? 4 : 1)), id: metric.id });
}

/**
 * Starts reporting for the page the visitor landed on, once per document load (a later call does
 * nothing). The page and the listeners are set before web-vitals starts, so they are in place before
 * any metric arrives.
 */
export function startReporting(landedOn: string): void {
  if (page !== undefined) return;
  page = landedOn;
  load = newLoadId();
  addEventListener('pageshow', onPageShow);
  addEventListener('visibilitychange', onVisibilityChange);
  addEventListener('pagehide', send);
  // The five metrics the server keeps (lib/validation/vitals-report.ts); nothing else is measured.
  onLCP(report);
  onINP(report);
  onCLS(report);
  onFCP(report);
  onTTFB(report);
}
