/** Builds requests for route handlers called directly, and signs in admins for them. */
import jwt from 'jsonwebtoken';
import { loginAdmin, registerAdmin } from '@/lib/server/auth/admins';
import { getJwtSecret } from '@/lib/server/auth/secret';

export const ORIGIN = 'http://shop.test';

/** The first admin's setup code in tests (ADMIN_SETUP_CODE in vitest.config.ts). */
export const SETUP_CODE = process.env.ADMIN_SETUP_CODE ?? '';

export interface RequestOptions {
  method?: string;
  body?: unknown;
  rawBody?: string;
  token?: string;
  cookie?: string;
  headers?: Record<string, string>;
}

export function request(path: string, options: RequestOptions = {}): Request {
  const headers: Record<string, string> = { host: 'shop.test', ...options.headers };
  if (options.body !== undefined || options.rawBody !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.cookie) headers.cookie = options.cookie;
  return new Request(`${ORIGIN}${path}`, {
    method: options.method ?? 'GET',
    headers,
    body: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
}

export const withId = (id: string) => ({ params: Promise.resolve({ id }) });

let adminCounter = 0;

/** Creates an admin (directly, as the shell would) and returns a valid session token. */
export async function signedInAdmin(): Promise<{ id: string; email: string; password: string; token: string }> {
  adminCounter += 1;
  const email = `admin${adminCounter}-${Date.now()}@sanvio.test`;
  const password = 'correct horse battery';
  const { id } = await registerAdmin({ email, password }, true);
  const session = await loginAdmin({ email, password });
  if (!session) throw new Error('login of a fresh admin failed');
  return { id, email, password, token: session.token };
}

export function expiredToken(adminId: string): string {
  return jwt.sign({ ver: 0, role: 'admin' }, getJwtSecret(), { algorithm: 'HS256', subject: adminId, expiresIn: -60 });
}

export function tokenWithWrongSignature(adminId: string): string {
  return jwt.sign({ ver: 0, role: 'admin' }, 'another-secret-that-is-long-enough-0123456789', { algorithm: 'HS256', subject: adminId, expiresIn: 3600 });
}

export async function bodyOf(response: Response): Promise<Record<string, unknown>> {
  return (await response.json()) as Record<string, unknown>;
}

/** A streamed answer read to its end: its text, and in how many chunks it came. */
export async function readStream(response: Response): Promise<{ chunks: number; text: string }> {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let chunks = 0;
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return { chunks, text };
    chunks += 1;
    text += decoder.decode(value, { stream: true });
  }
}
