'use server';
/**
 * The login form's Server Action: a login posted before hydration or with JavaScript off works like
 * one from the hydrated page. It runs the same attempt as POST /api/admin/login (signInAdmin), sets
 * the same session cookie and goes to /admin; a refusal answers with the text the API would send.
 */
import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { signInAdmin } from '@/lib/server/auth/sign-in';
import { adminCookie } from '@/lib/server/auth/token';
import { clientIpFromHeaders } from '@/lib/server/client-ip';
import { errorResponse } from '@/lib/server/http';
import { messages } from '@/lib/messages';
import type { LoginFormState } from './login-form-state';

export async function logInAdmin(_previous: LoginFormState, form: FormData): Promise<LoginFormState> {
  const email = form.get('email');
  const password = form.get('password');
  try {
    const session = await signInAdmin({ email, password }, clientIpFromHeaders(await headers()));
    (await cookies()).set(adminCookie(session.token));
  } catch (error) {
    // The JSON API's mapping (and its logging), so both ways of logging in show the same texts.
    const body = (await errorResponse(error).json()) as { message?: unknown };
    return {
      error: typeof body.message === 'string' && body.message ? body.message : messages.admin.genericError,
      email: typeof email === 'string' ? email : '',
    };
  }
  redirect('/admin');
}
