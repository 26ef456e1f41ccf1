import { requireAdmin } from '@/lib/server/auth/require-admin';
import { parseWith, route } from '@/lib/server/platform/http';
import { logEvent } from '@/lib/server/platform/log';
import { exportFileName, exportRangeSchema, streamOrdersCsv } from '@/lib/server/orders/orders-csv';

export const dynamic = 'force-dynamic';

/**
 * GET /api/orders/export?from=YYYY-MM-DD&to=YYYY-MM-DD (India-time days, both included): the orders
 * as CSV, one row per order line, streamed from the database. Admin only.
 */
export const GET = route(async (request) => {
  const admin = await requireAdmin(request);
  const params = new URL(request.url).searchParams;
  const range = parseWith(exportRangeSchema, { from: params.get('from') ?? undefined, to: params.get('to') ?? undefined });
  const body = await streamOrdersCsv(range);
  logEvent('info', 'orders_exported', { admin: admin.id, from: range.from, to: range.to });
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${exportFileName(range)}"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
});
