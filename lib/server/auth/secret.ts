/** The JWT signing secret: JWT_SECRET in production (>= 32 chars); in development one generated under .data/. */
import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { config, servingProblems } from '@/lib/server/platform/config.mjs';

let cached: string | undefined;

export function getJwtSecret(): string {
  if (cached) return cached;
  const settings = config();
  if (settings.JWT_SECRET) {
    cached = settings.JWT_SECRET;
    return cached;
  }
  const [missing] = servingProblems(settings).filter((problem) => problem.startsWith('JWT_SECRET'));
  if (missing) throw new Error(missing);
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
