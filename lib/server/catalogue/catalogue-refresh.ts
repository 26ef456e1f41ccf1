/**
 * A running server's cached catalogue, refreshed from outside it. `npm run seed` writes products in a
 * process of its own, which cannot drop the server's cached reads and pages; so it asks the server
 * to (POST /api/catalogue/refresh), with a token only a holder of the server's secret can make: an
 * HMAC of a fixed purpose under the JWT secret (JWT_SECRET, or the development one under .data/).
 */
import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { getJwtSecret } from '@/lib/server/auth/secret';
import { config } from '@/lib/server/platform/config.mjs';

const PURPOSE = 'catalogue-refresh';
export const CATALOGUE_REFRESH_PATH = '/api/catalogue/refresh';

/** The token the refresh call carries as `Authorization: Bearer …`. */
export function catalogueRefreshToken(): string {
  return createHmac('sha256', getJwtSecret()).update(PURPOSE).digest('base64url');
}

/** Whether the request carries this server's refresh token (compared in constant time). */
export function carriesRefreshToken(request: Request): boolean {
  const given = Buffer.from(/^Bearer (\S+)$/.exec(request.headers.get('authorization') ?? '')?.[1] ?? '');
  const expected = Buffer.from(catalogueRefreshToken());
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** What became of the call: the server dropped its cached catalogue, or no server listens there. */
export type RefreshOutcome = 'refreshed' | 'no-server';

/** The server on this machine, at the port it listens on (PORT, 3000 by default). */
export const localServer = () => `http://127.0.0.1:${config().PORT}`;

/** Asks the server at `base` to read its catalogue afresh; throws when it answers anything but 204. */
export async function refreshRunningServer(base: string = localServer()): Promise<RefreshOutcome> {
  let response: Response;
  try {
    response = await fetch(new URL(CATALOGUE_REFRESH_PATH, base), {
      method: 'POST',
      headers: { authorization: `Bearer ${catalogueRefreshToken()}` },
      signal: AbortSignal.timeout(10_000),
    });
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code;
    if (code === 'ECONNREFUSED') return 'no-server';
    throw error;
  }
  if (response.status !== 204) throw new Error(`${base} answered ${response.status} to the catalogue refresh.`);
  return 'refreshed';
}
