/**
 * The admin screens' calls to our own API. Every call sends the session cookie (same origin only), and
 * a 401 means the session ended mid-use: the admin goes to the login screen instead of seeing an error.
 */
import { SESSION_ENDED_PATH } from '@/lib/admin-routes';

/** Thrown after a 401 has sent the browser to the login screen; callers show nothing for it. */
export class SessionEndedError extends Error {
  constructor() {
    super('The admin session has ended.');
  }
}

export async function adminFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(path, { ...init, credentials: 'same-origin' });
  if (response.status === 401) {
    window.location.assign(SESSION_ENDED_PATH);
    throw new SessionEndedError();
  }
  return response;
}

export function adminJson(path: string, method: 'POST' | 'PATCH', body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return adminFetch(path, { method, headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
}

/** The JSON body of an answer, or null when there is none (a proxy's HTML error page, an empty body). */
export async function readAnswer(response: Response): Promise<Record<string, unknown> | null> {
  try {
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export function answerMessage(body: Record<string, unknown> | null): string | undefined {
  return typeof body?.message === 'string' && body.message ? body.message : undefined;
}
