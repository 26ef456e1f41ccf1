import { z } from 'zod';
import { requireAdmin } from '@/lib/server/auth/require-admin';
import { json, parseWith, route } from '@/lib/server/platform/http';
import { MONTH_DAYS, RECENT_DAYS, vitalsFigures } from '@/lib/server/insights/vitals-store';
import { validationMessages } from '@/lib/messages';

const querySchema = z.object({
  days: z.enum([String(RECENT_DAYS), String(MONTH_DAYS)], { message: validationMessages.vitals.days(RECENT_DAYS, MONTH_DAYS) }),
});

/**
 * The Real visitors panel's figures as JSON: `?days=7|28` ->
 * `{ templates: [{ template, views, p75: { LCP, INP, CLS } }] }`, LCP and INP in ms, null without data.
 */
export const GET = route(async (request) => {
  await requireAdmin(request);
  const { days } = parseWith(querySchema, { days: new URL(request.url).searchParams.get('days') ?? undefined });
  return json(await vitalsFigures(days === String(RECENT_DAYS) ? RECENT_DAYS : MONTH_DAYS), { headers: { 'Cache-Control': 'no-store' } });
});
