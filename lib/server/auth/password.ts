import 'server-only';
import bcrypt from 'bcryptjs';
import { config } from '@/lib/server/config.mjs';

/** Cost factor for new hashes; raising BCRYPT_COST re-hashes each admin's password at next login. */
export function bcryptCost(): number {
  return config().BCRYPT_COST;
}

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, bcryptCost());
}

export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return bcrypt.compare(password, hash);
}

export function needsRehash(hash: string): boolean {
  return bcrypt.getRounds(hash) < bcryptCost();
}

// Compared against when the email is unknown, so a wrong email costs as long as a wrong password.
let dummyHash: Promise<string> | undefined;
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= bcrypt.hash('not-an-admin-password', bcryptCost());
  await bcrypt.compare(password, await dummyHash);
}
