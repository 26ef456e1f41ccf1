import { NextResponse } from 'next/server';
import { signInAdmin } from '@/lib/server/auth/sign-in';
import { adminCookie } from '@/lib/server/auth/token';
import { clientIp } from '@/lib/server/platform/client-ip';
import { readJson, route } from '@/lib/server/platform/http';
import { messages } from '@/lib/messages';

/** Email + password -> `{ token, message }` and the same JWT in an httpOnly cookie. */
export const POST = route(async (request) => {
  const session = await signInAdmin(await readJson(request), clientIp(request));
  const response = NextResponse.json({ token: session.token, message: messages.admin.loginOk }, { headers: { 'Cache-Control': 'no-store' } });
  response.cookies.set(adminCookie(session.token));
  return response;
});
