import { requireAdmin } from '@/lib/server/auth/require-admin';
import { json, parseWith, readJson, route } from '@/lib/server/platform/http';
import { logEvent } from '@/lib/server/platform/log';
import { businessDetails, updateBusinessDetails } from '@/lib/server/tax/business';
import { businessMessages } from '@/lib/gst/messages';
import { businessSchema } from '@/lib/validation/business';

export const dynamic = 'force-dynamic';

/** The shop's Business details: { legalName, tradeName, gstin, address, state, stateCode, pinCode, signature, canIssue }. */
export const GET = route(async (request) => {
  await requireAdmin(request);
  return json(await businessDetails(), { headers: { 'Cache-Control': 'no-store' } });
});

/** Replaces them with { legalName, tradeName, gstin, address, state, pinCode } (the GSTIN's state code must be the state's). */
export const PUT = route(async (request) => {
  const admin = await requireAdmin(request);
  const input = parseWith(businessSchema, await readJson(request));
  const details = await updateBusinessDetails(input);
  logEvent('info', 'business_details_changed', { by: admin.id, gstin: details.gstin });
  return json({ message: businessMessages.saved, ...details });
});
