/**
 * Runs a command with a database: MONGODB_URI when set, else the embedded one (lib/server/platform/db/embedded.ts),
 * seeded when empty, handed to the command as MONGODB_URI. Stops the database when the command ends.
 *
 *   tsx scripts/with-database.ts [--persist] [--db-name NAME] [--session-secret] -- next dev
 *
 * --persist keeps data under .data/ (npm run dev); without it the data lives in memory (e2e, bench).
 * --session-secret gives the command a JWT_SECRET made for this run when none is set (npm run start:e2e:
 * the production server refuses to start without one; its database lives only as long as the run, and
 * so do the admin sessions the secret signs).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { disconnectFromDatabase } from '@/lib/server/platform/db';
import { startEmbeddedDatabase } from '@/lib/server/platform/db/embedded';
import { seedProducts } from '@/lib/server/catalogue/seed';

async function main() {
  const separator = process.argv.indexOf('--');
  const command = separator === -1 ? [] : process.argv.slice(separator + 1);
  const { values } = parseArgs({
    args: process.argv.slice(2, separator === -1 ? undefined : separator),
    options: {
      persist: { type: 'boolean', default: false },
      'db-name': { type: 'string', default: 'sanvio' },
      'session-secret': { type: 'boolean', default: false },
    },
  });
  if (command.length === 0) throw new Error('Usage: tsx scripts/with-database.ts [--persist] -- <command ...>');

  let stopDatabase = async () => {};
  if (!process.env.MONGODB_URI) {
    const database = await startEmbeddedDatabase({ persist: values.persist ?? false });
    process.env.MONGODB_URI = `${database.uri}/${values['db-name']}`;
    stopDatabase = database.stop;
  }

  const seeded = await seedProducts();
  if (!seeded.skipped) console.log(`Seeded the empty catalogue with ${seeded.inserted} products.`);
  await disconnectFromDatabase();

  if (values['session-secret'] && !process.env.JWT_SECRET) {
    process.env.JWT_SECRET = randomBytes(48).toString('base64url');
    console.log('JWT_SECRET is not set: admin sessions of this run are signed with a secret made for it.');
  }

  const [program, ...args] = command as [string, ...string[]];
  const child = spawn(program, args, { stdio: 'inherit', env: process.env, shell: false });
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    child.kill(signal);
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  const code = await new Promise<number>((resolve) => child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0))));
  await stopDatabase();
  process.exit(code);
}

main().catch(async (error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
