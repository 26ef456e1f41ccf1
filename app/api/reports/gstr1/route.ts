import { requireAdmin } from '@/lib/server/auth/require-admin';
import { gstr1Json, gstr1QuerySchema, gstr1Return, gstr1SectionCsv } from '@/lib/server/tax/gstr1';
import { json, parseWith, route } from '@/lib/server/platform/http';

export const dynamic = 'force-dynamic';

/**
 * GET /api/reports/gstr1?month=YYYY-MM (admin): the month's GSTR-1 as the JSON the GST portal's
 * offline tool imports; with &format=csv&section=b2b (b2cl, b2cs, cdnr, cdnur, hsn_b2b, hsn_b2c,
 * doc_issue) one section as a CSV file.
 */
export const GET = route(async (request) => {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const { month, format, section } = parseWith(gstr1QuerySchema, {
    month: params.get('month') ?? undefined,
    format: params.get('format') ?? undefined,
    section: params.get('section') ?? undefined,
  });
  const ret = await gstr1Return(month);
  const period = ret.fp;
  if (format === 'json' || !section) {
    return json(gstr1Json(ret), {
      headers: { 'Cache-Control': 'no-store', 'Content-Disposition': `attachment; filename="GSTR1-${ret.gstin || 'shop'}-${period}.json"` },
    });
  }
  return new Response(gstr1SectionCsv(ret, section), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="GSTR1-${period}-${section}.csv"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
});
