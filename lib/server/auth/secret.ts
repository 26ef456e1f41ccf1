/** The JWT signing secret: JWT_SECRET in production (>= 32 chars); in development one generated under .data/. */
import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const MIN_SECRET_LENGTH = 32;
let cached: string | undefined;

export function getJwtSecret(): string {
  if (cached) return cached;
  const configured = process.env.JWT_SECRET;
  if (configured) {
    if (configured.length < MIN_SECRET_LENGTH) throw new Error(`JWT_SECRET must be at least ${MIN_SECRET_LENGTH} characters.`);
    cached = configured;
    return cached;
  }
  if (process.env.NODE_ENV === 'production') {
    throw new Error('JWT_SECRET is not set. Set it to a random string of at least 32 characters (e.g. `openssl rand -base64 48`).');
  }
  const file = path.join(process.cwd(), '.data', 'jwt-secret');
  try {
    cached = readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(path.dirname(file), { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    try {
      writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
      cached = secret;
    } catch {
      // Another process wrote it first: use theirs so tokens stay valid across workers.
      cached = readFileSync(file, 'utf8').trim();
    }
  }
  return cached;
}
