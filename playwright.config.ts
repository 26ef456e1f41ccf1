import { defineConfig, devices } from '@playwright/test';
import { existsSync } from 'node:fs';

/**
 * End-to-end tests in real Chromium against the production build (`npm run build` first), served by
 * `npm run start:e2e` (the production server, server.mjs) on a fresh, seeded, in-memory embedded
 * database with no admin yet.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = process.env.E2E_BASE_URL ?? `http://127.0.0.1:${port}`;
const debianChromium = '/usr/bin/chromium';

const e2eAdmin = {
  email: process.env.E2E_ADMIN_EMAIL ?? 'owner@sanvio.in',
  password: process.env.E2E_ADMIN_PASSWORD ?? 'Sanvio-e2e-Passw0rd!',
  // The first admin's sign-up needs it (tests/e2e/helpers/admin.ts signs the e2e admin up with it).
  setupCode: process.env.ADMIN_SETUP_CODE ?? 'e2e-setup-code-0123456789',
};

export default defineConfig({
  testDir: 'tests/e2e',
  // One shared database: spec files run one at a time, in file-name order.
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: existsSync(debianChromium)
      ? {
          executablePath: debianChromium,
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        }
      : {},
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: 'npm run start:e2e',
        url: `${baseURL}/api/ready`,
        timeout: 120_000,
        reuseExistingServer: !process.env.CI,
        env: {
          PORT: String(port),
          HOSTNAME: '127.0.0.1',
          // No JWT_SECRET unless the caller sets one: start:e2e makes one for the run, as a newcomer's
          // `npm run start:e2e` does, and every admin test signs in through it.
          ...(process.env.JWT_SECRET ? { JWT_SECRET: process.env.JWT_SECRET } : {}),
          // Empty: the build's SITE_URL, which server.mjs requires (the tests compare paths, not origins).
          SITE_URL: '',
          E2E_ADMIN_EMAIL: e2eAdmin.email,
          E2E_ADMIN_PASSWORD: e2eAdmin.password,
          ADMIN_SETUP_CODE: e2eAdmin.setupCode,
          // Many orders, messages, lookups and repair bookings come from one test browser; the brute-force limit stays as shipped.
          RATE_LIMIT_CONTACT: '1000/600',
          RATE_LIMIT_ORDER: '1000/600',
          RATE_LIMIT_TRACK: '1000/600',
          RATE_LIMIT_SERVICE_REQUEST: '1000/600',
          RATE_LIMIT_REGISTER: '1000/3600',
          // Every page a spec opens sends its Web Vitals.
          RATE_LIMIT_VITALS: '5000/600',
          // All of them from one address, which would otherwise count for only 20 page views per page type a day.
          VITALS_SAMPLES_PER_ADDRESS: '100000',
          LOG_SILENT: '1',
        },
      },
});
