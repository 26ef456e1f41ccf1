/**
 * The setup code: proof of owning the server, asked of whoever signs up as the first admin (as
 * Jenkins and Grafana ask for one). It is ADMIN_SETUP_CODE when that is set. Otherwise the first
 * instance to need it makes a random one and stores it in the database with one atomic upsert, so
 * every instance sharing the database has the same code; each prints it in its start-up log while
 * the shop has no admin (announceSetupCode, from instrumentation.ts).
 */
import 'server-only';
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { config } from '@/lib/server/platform/config.mjs';
import { connectToDatabase } from '@/lib/server/platform/db';
import { logEvent } from '@/lib/server/platform/log';
import { AdminModel } from '@/models/Admin';
import { isDuplicateKey } from '@/lib/server/platform/db/duplicate-key';

const SETTINGS = 'settings';
const SETUP_CODE_ID = 'admin-setup-code';

/** No 0/O, 1/I/L: the code is read from a log and typed by hand. */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** Four groups of five, about 99 bits: "7KQ2M-..." */
function newCode(): string {
  const characters = Array.from({ length: 20 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return [0, 5, 10, 15].map((start) => characters.slice(start, start + 5).join('')).join('-');
}

interface SetupCodeDocument {
  _id: string;
  code: string;
  createdAt: Date;
}

async function storedCode(): Promise<string> {
  const db = (await connectToDatabase()).connection.db;
  if (!db) throw new Error('No database connection.');
  const settings = db.collection<SetupCodeDocument>(SETTINGS);
  for (let attempt = 0; ; attempt += 1) {
    try {
      // Every instance runs the same upsert: the first inserts its code, the others get that one.
      const found = await settings.findOneAndUpdate(
        { _id: SETUP_CODE_ID },
        { $setOnInsert: { code: newCode(), createdAt: new Date() } },
        { upsert: true, returnDocument: 'after' },
      );
      if (found?.code) return found.code;
    } catch (error) {
      // Two upserts at once: the loser's insert collides on _id; the next round reads the winner's.
      if (!isDuplicateKey(error) || attempt >= 3) throw error;
    }
  }
}

/** The code the first admin's sign-up must give. */
export async function adminSetupCode(): Promise<string> {
  return config().ADMIN_SETUP_CODE ?? (await storedCode());
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether `given` is the setup code, compared in constant time. */
export async function setupCodeMatches(given: string): Promise<boolean> {
  return timingSafeEqual(digest(given.trim()), digest(await adminSetupCode()));
}

/**
 * At start-up, while the shop has no admin: logs how to become the first admin, with the code when
 * the server made it (never ADMIN_SETUP_CODE, which the owner already knows). A database that is not
 * reachable yet only gets a warning; the code is made when the first sign-up needs it.
 */
export async function announceSetupCode(): Promise<void> {
  try {
    await connectToDatabase();
    if (await AdminModel.exists({})) return;
    if (config().ADMIN_SETUP_CODE) {
      logEvent('warn', 'admin_setup_open', { message: 'No admin yet: sign up at /login with the setup code ADMIN_SETUP_CODE.' });
      return;
    }
    logEvent('warn', 'admin_setup_open', { setupCode: await storedCode(), message: 'No admin yet: sign up at /login with this setup code.' });
  } catch (error) {
    logEvent('warn', 'admin_setup_code_unavailable', { message: error instanceof Error ? error.message : String(error) });
  }
}
