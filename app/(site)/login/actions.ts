'use server';
/**
 * The login form's Server Action: a login posted before hydration or with JavaScript off works like
 * one from the hydrated page. It runs the same attempt as POST /api/admin/login (signInAdmin), sets
 * the same session cookie and goes to /admin; a refusal answers with the text the API would send
 * (the same mapping, failureOf, and its logging).
 */
import { cookies, headers } from 'next/headers';
import { redirect } from 'next/navigation';
import { signInAdmin } from '@/lib/server/auth/sign-in';
import { adminCookie } from '@/lib/server/auth/token';
import { clientIpFromHeaders } from '@/lib/server/platform/client-ip';
import { failureOf } from '@/lib/server/platform/http';
import { messages } from '@/lib/messages';
import type { LoginFormState } from '@/components/admin/login/login-form-state';
import { paths } from '@/lib/paths';

export async function logInAdmin(_previous: LoginFormState, form: FormData): Promise<LoginFormState> {
  if (!(form instanceof FormData)) return { error: messages.admin.genericError, email: '' };
  const email = form.get('email');
  const password = form.get('password');
  try {
    const session = await signInAdmin({ email, password }, clientIpFromHeaders(await headers()));
    (await cookies()).set(adminCookie(session.token));
  } catch (error) {
    return {
      error: failureOf(error, { action: 'login' }).message || messages.admin.genericError,
      email: typeof email === 'string' ? email : '',
    };
  }
  redirect(paths.admin.dashboard());
}
