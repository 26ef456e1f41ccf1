import { clientIp } from '@/lib/server/platform/client-ip';
import { HttpError, parseWith, readBodyBytes, requestMediaType, route } from '@/lib/server/platform/http';
import { consume } from '@/lib/server/platform/rate-limit';
import { deviceClass, recordVitals } from '@/lib/server/insights/vitals-store';
import { messages, replyMessages } from '@/lib/messages';
import { MAX_VITALS_BODY_BYTES, vitalsReportSchema } from '@/lib/validation/vitals-report';

/** navigator.sendBeacon sends a string as text/plain; a Blob or fetch may say application/json. */
const ACCEPTED_TYPES = new Set(['application/json', 'text/plain']);

/**
 * One page view's Core Web Vitals from the browser (components/site/web-vitals-reporter.ts):
 * checked, counted against the client address's limit, and added to the day's aggregate (only each
 * page load's first value of a metric, and within the address's daily allowance per page type:
 * recordVitals). Answers 204, also for values it did not count; nothing is written for a refused report.
 */
export const POST = route(async (request) => {
  // Only the shop's own pages report: a browser marks a cross-site request as such.
  const site = request.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin') throw new HttpError(403, replyMessages.vitals.foreignSite);
  if (!ACCEPTED_TYPES.has(requestMediaType(request))) throw new HttpError(415, replyMessages.vitals.mediaType);
  const bytes = await readBodyBytes(request, MAX_VITALS_BODY_BYTES);
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    throw new HttpError(400, messages.http.invalidJson);
  }
  const report = parseWith(vitalsReportSchema, body);
  const address = clientIp(request);
  await consume('vitals', address);
  await recordVitals(report, deviceClass(request.headers), address);
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
});
