import { requireAdmin } from '@/lib/server/auth/require-admin';
import { gstReport, gstReportCsv, monthSchema } from '@/lib/server/tax/gst-report';
import { json, parseWith, route } from '@/lib/server/platform/http';

export const dynamic = 'force-dynamic';

/**
 * GET /api/reports/gst?month=YYYY-MM (admin): the month's GST summary as JSON, or with &format=csv
 * as a CSV file for the accountant.
 */
export const GET = route(async (request) => {
  await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const { month, format } = parseWith(monthSchema, { month: params.get('month') ?? undefined, format: params.get('format') ?? undefined });
  const report = await gstReport(month);
  if (format === 'json') return json(report, { headers: { 'Cache-Control': 'no-store' } });
  return new Response(gstReportCsv(report), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="gst-summary-${month}.csv"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
});
