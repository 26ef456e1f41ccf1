import { NextResponse } from 'next/server';
import { loginAdmin } from '@/lib/server/admins';
import { adminCookie } from '@/lib/server/auth/token';
import { clientIp } from '@/lib/server/client-ip';
import { HttpError, parseWith, readJson, route } from '@/lib/server/http';
import { logEvent } from '@/lib/server/log';
import { messages } from '@/lib/messages';
import { ensureNotBlocked, penalise, reset } from '@/lib/server/rate-limit';
import { loginSchema } from '@/lib/validation/admin';

/** Email + password -> `{ token, message }` and the same JWT in an httpOnly cookie. */
export const POST = route(async (request) => {
  const input = parseWith(loginSchema, await readJson(request));
  const ip = clientIp(request);
  await ensureNotBlocked('loginIp', ip);
  await ensureNotBlocked('loginEmail', input.email);

  const session = await loginAdmin(input);
  if (!session) {
    await Promise.all([penalise('loginIp', ip), penalise('loginEmail', input.email)]);
    logEvent('warn', 'login_failed', { ip });
    throw new HttpError(401, messages.admin.loginFailed);
  }
  await reset('loginEmail', input.email);
  logEvent('info', 'login_ok', { admin: session.id, ip });
  const response = NextResponse.json({ token: session.token, message: messages.admin.loginOk }, { headers: { 'Cache-Control': 'no-store' } });
  response.cookies.set(adminCookie(session.token));
  return response;
});
