import { requireAdmin } from '@/lib/server/auth/require-admin';
import { clientIp } from '@/lib/server/platform/client-ip';
import { listContactMessages, saveContactMessage, streamAllContactMessages } from '@/lib/server/messages/contact-messages';
import { json, parseWith, readJson, route, streamedList } from '@/lib/server/platform/http';
import { consume } from '@/lib/server/platform/rate-limit';
import { contactSchema } from '@/lib/validation/contact';
import { asksForPage, pageQuery } from '@/lib/validation/paging';

/** The contact form reads `success`, so every answer here carries it. */
export const POST = route(
  async (request) => {
    const input = parseWith(contactSchema, await readJson(request));
    await consume('contact', clientIp(request));
    await saveContactMessage(input);
    return json({ success: true });
  },
  { failureFields: { success: false } },
);

/**
 * Messages newest first, with the total in X-Total-Count: one page with ?page&limit (whole numbers,
 * limit at most MAX_PAGE_SIZE), the whole list with neither (the plain call). Admin only.
 */
export const GET = route(async (request) => {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  if (!asksForPage(params)) return streamedList(await streamAllContactMessages());
  const { messages, total } = await listContactMessages(parseWith(pageQuery, Object.fromEntries(params)));
  return json(messages, { headers: { 'X-Total-Count': String(total) } });
});
