/** npm run admin:create -- --email owner@example.com --password '...': adds an admin from the shell. */
import { parseArgs } from 'node:util';
import { registerAdmin } from '@/lib/server/auth/admins';
import { disconnectFromDatabase } from '@/lib/server/platform/db';
import { registerSchema } from '@/lib/validation/admin';

async function main() {
  const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } } });
  const parsed = registerSchema.safeParse(values);
  if (!parsed.success) {
    console.error(
      `Usage: npm run admin:create -- --email <email> --password <at least 12 characters>\n${parsed.error.issues.map((i) => `- ${i.message}`).join('\n')}`,
    );
    process.exit(2);
  }
  // The shell is trusted like a signed-in admin: sign-up being closed does not apply here.
  const admin = await registerAdmin(parsed.data, true);
  console.log(`Admin ${parsed.data.email} created (id ${admin.id}).`);
  await disconnectFromDatabase();
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
