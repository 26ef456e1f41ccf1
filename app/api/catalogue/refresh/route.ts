import { HttpError, route } from '@/lib/server/platform/http';
import { logEvent } from '@/lib/server/platform/log';
import { replyMessages } from '@/lib/messages';
import { carriesRefreshToken } from '@/lib/server/catalogue/catalogue-refresh';
import { catalogueReplaced } from '@/lib/server/catalogue/products';

/** `npm run seed` changed the catalogue from outside: this instance reads it afresh (204). */
export const POST = route(async (request) => {
  if (!carriesRefreshToken(request)) throw new HttpError(401, replyMessages.catalogue.refreshRefused);
  catalogueReplaced();
  logEvent('info', 'catalogue_refreshed', {});
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
});
