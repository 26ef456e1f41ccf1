import { adminExists, registerAdmin } from '@/lib/server/auth/admins';
import { currentAdmin } from '@/lib/server/auth/require-admin';
import { clientIp } from '@/lib/server/platform/client-ip';
import { json, parseWith, readJson, route } from '@/lib/server/platform/http';
import { logEvent } from '@/lib/server/platform/log';
import { messages } from '@/lib/messages';
import { consume } from '@/lib/server/platform/rate-limit';
import { signupSchema } from '@/lib/validation/admin';

/**
 * The first admin signs up with the setup code (proof of owning the server); after that only a
 * signed-in admin can add another. Sign-ups without a session are limited per client address, which
 * also bounds guesses at the code.
 */
export const POST = route(async (request) => {
  const { setupCode, ...input } = parseWith(signupSchema, await readJson(request));
  const signedIn = await currentAdmin(request);
  if (!signedIn) await consume('register', clientIp(request));
  const admin = await registerAdmin(input, signedIn !== null, setupCode);
  logEvent('info', 'admin_signup', { admin: admin.id, by: signedIn?.id ?? 'first-admin' });
  return json({ message: messages.admin.signupOk }, { status: 201 });
});

/** `{ open }`: whether sign-up is still open (no admin yet), so the login page's Sign Up mode can say so up front. */
export const GET = route(async () => json({ open: !(await adminExists()) }));
