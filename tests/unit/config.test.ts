/** Every environment variable is read in one module, with one rule for a bad value: a message naming it. */
import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ConfigError,
  config,
  markProductionServer,
  parseConfig,
  pageExpireSeconds,
  servingProblems,
  startedByServerMjs,
  weakSecretReason,
} from '@/lib/server/platform/config.mjs';

function problems(env: Record<string, string>): string[] {
  try {
    parseConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
  return [];
}

describe('the configuration', () => {
  it('has a default for every optional variable', () => {
    const settings = parseConfig({});
    expect(settings).toMatchObject({
      NODE_ENV: 'development',
      BCRYPT_COST: 12,
      ADMIN_SESSION_HOURS: 12,
      CATALOGUE_MAX_AGE: 60,
      PROXY_STALE_SECONDS: 300,
      CACHE_MAX_MEMORY_MB: 50,
      PORT: 3000,
      HOSTNAME: '0.0.0.0',
      NEXT_DIST_DIR: '.next',
      UPLOAD_DIR: '.data/uploads',
      RATE_LIMIT_LOGIN_IP: { points: 100, duration: 86400 },
      RATE_LIMIT_LOGIN_ACCOUNT_IP: { points: 10, duration: 3600 },
      PASSWORD_THREADS: 1,
      PASSWORD_QUEUE: 16,
      RATE_LIMIT_DISABLED: false,
      LOW_STOCK_AT: 3,
      VITALS_SAMPLE_RATE: 1,
      NOTIFY_EMAIL: [],
    });
  });

  it('refuses an out-of-range number instead of quietly using the default', () => {
    expect(problems({ BCRYPT_COST: '20' })).toEqual(['BCRYPT_COST must be a whole number from 4 to 15, not "20".']);
    expect(problems({ CATALOGUE_MAX_AGE: '400' })).toEqual(['CATALOGUE_MAX_AGE must be a whole number of seconds from 1 to 300, not "400".']);
    expect(problems({ ADMIN_SESSION_HOURS: '1.5' })).toEqual(['ADMIN_SESSION_HOURS must be a whole number of hours from 1 to 12, not "1.5".']);
    expect(problems({ VITALS_SAMPLE_RATE: '2' })).toEqual(['VITALS_SAMPLE_RATE must be a number from 0 to 1, not "2".']);
  });

  it('lists every bad variable at once, and never echoes a secret', () => {
    const found = problems({
      PORT: 'eighty',
      RATE_LIMIT_ORDER: '10',
      JWT_SECRET: 'short',
      SMTP_URL: 'mail.example.com',
      LOG_SILENT: 'yes',
    });
    expect(found).toEqual([
      'JWT_SECRET must be at least 32 characters (e.g. `openssl rand -base64 48`).',
      'SMTP_URL must be a URL like smtp://user:pass@smtp.example.com:587.',
      'PORT must be a whole number from 0 to 65535, not "eighty".',
      'RATE_LIMIT_ORDER must look like "10/900" (points/seconds, both at least 1), not "10".',
      'LOG_SILENT must be 0 or 1, not "yes".',
    ]);
    expect(found.join('\n')).not.toContain('short');
  });

  it('reads limits, lists and URLs into their parts', () => {
    const settings = parseConfig({
      RATE_LIMIT_ORDER: '1000/600',
      NOTIFY_EMAIL: 'a@shop.in, b@shop.in',
      SITE_URL: 'https://www.sanvio.in/',
    });
    expect(settings.RATE_LIMIT_ORDER).toEqual({ points: 1000, duration: 600 });
    expect(settings.NOTIFY_EMAIL).toEqual(['a@shop.in', 'b@shop.in']);
    expect(settings.SITE_URL).toBe('https://www.sanvio.in');
    expect(problems({ NOTIFY_EMAIL: 'a@shop.in, owner' })).toEqual(['NOTIFY_EMAIL must be e-mail addresses separated by commas ("owner" is not one).']);
  });

  it('needs JWT_SECRET and MONGODB_URI to serve in production, and neither to build or develop', () => {
    expect(servingProblems(parseConfig({ NODE_ENV: 'production' }))).toEqual([
      'JWT_SECRET is not set. Production needs a random secret of at least 32 characters (e.g. `openssl rand -base64 48`).',
      'MONGODB_URI is not set. Production needs your MongoDB connection string; it never uses the embedded database.',
    ]);
    expect(
      servingProblems(parseConfig({ NODE_ENV: 'production', JWT_SECRET: randomBytes(48).toString('base64'), MONGODB_URI: 'mongodb://db:27017/sanvio' })),
    ).toEqual([]);
    expect(servingProblems(parseConfig({}))).toEqual([]);
  });

  it('refuses a production JWT_SECRET or ADMIN_SETUP_CODE that is easy to guess, saying how to make a random one', () => {
    const serving = (env: Record<string, string>) => servingProblems(parseConfig({ NODE_ENV: 'production', MONGODB_URI: 'mongodb://db:27017/sanvio', ...env }));
    expect(serving({ JWT_SECRET: 'a'.repeat(32) })).toEqual([
      'JWT_SECRET has only 1 different characters (at least 16 needed): it is too easy to guess. Use a random one (e.g. `openssl rand -base64 48`).',
    ]);
    // Sixteen different characters, but the same sixteen twice, or a period with a partial copy at the end.
    expect(serving({ JWT_SECRET: 'abcdefghijklmnop'.repeat(2) })).toEqual([expect.stringContaining('JWT_SECRET repeats a pattern of 16 characters')]);
    expect(serving({ JWT_SECRET: 'Pa55word-1234@Xyz'.repeat(2) + 'Pa55' })).toEqual([expect.stringContaining('repeats a pattern of 17 characters')]);
    expect(serving({ JWT_SECRET: 'abcdefghijklmn0123456789'.slice(0, 14).repeat(3) })).toEqual([expect.stringContaining('only 14 different characters')]);
    expect(serving({ JWT_SECRET: randomBytes(48).toString('base64'), ADMIN_SETUP_CODE: 'setup-code-2026' })).toEqual([
      'ADMIN_SETUP_CODE has only 12 different characters (at least 16 needed): it is too easy to guess. Use a random one (e.g. `openssl rand -base64 48`), or leave it unset.',
    ]);
    // What `openssl rand -base64 48` makes passes, and so do the secrets the tests and scripts start production servers with.
    for (const secret of [
      randomBytes(48).toString('base64'),
      'deploy-test-secret-that-is-long-enough-0123456789',
      'perf-only-secret-that-is-long-enough-0123456789',
    ]) {
      expect(serving({ JWT_SECRET: secret, ADMIN_SETUP_CODE: 'deploy-test-setup-code-0123456789' })).toEqual([]);
    }
    for (const code of ['perf-only-setup-code-0123', 'shutdown-setup-code-0123', 'instances-setup-code-0123', 'e2e-setup-code-0123456789']) {
      expect(weakSecretReason(code)).toBeNull();
    }
    // Development and the tests are not held to it.
    expect(servingProblems(parseConfig({ JWT_SECRET: 'a'.repeat(32) }))).toEqual([]);
  });

  it("gives pages a proxy lifetime of the catalogue's max age plus the stale window", () => {
    expect(pageExpireSeconds(parseConfig({}))).toBe(360);
    expect(pageExpireSeconds(parseConfig({ CATALOGUE_MAX_AGE: '5', PROXY_STALE_SECONDS: '30' }))).toBe(35);
  });

  it('checks TRUSTED_PROXIES inside the schema: a list of addresses, or a message naming the variable', () => {
    expect(parseConfig({ TRUSTED_PROXIES: ' 10.0.0.0/8,  192.0.2.1 ::1 ' }).TRUSTED_PROXIES).toEqual(['10.0.0.0/8', '192.0.2.1', '::1']);
    expect(parseConfig({}).TRUSTED_PROXIES).toEqual([]);
    const [problem] = problems({ TRUSTED_PROXIES: '127.0.0.1, nginx' });
    expect(problem).toMatch(/^TRUSTED_PROXIES must list IP addresses or CIDRs \(e\.g\. "127\.0\.0\.1, 10\.0\.0\.0\/8"\): .*, not "127\.0\.0\.1, nginx"\.$/);
  });

  it('takes SERVER_NAME as a host name, the host of SITE_URL when both are set', () => {
    expect(parseConfig({ SERVER_NAME: 'www.sanvio.in', SITE_URL: 'https://www.sanvio.in' }).SERVER_NAME).toBe('www.sanvio.in');
    expect(problems({ SERVER_NAME: 'https://www.sanvio.in' })).toEqual(['SERVER_NAME must be a host name such as www.sanvio.in, not "https://www.sanvio.in".']);
    expect(problems({ SERVER_NAME: 'shop.sanvio.in', SITE_URL: 'https://www.sanvio.in' })).toEqual([
      'SERVER_NAME must be the host of SITE_URL (www.sanvio.in), not "shop.sanvio.in".',
    ]);
  });

  it('takes HSN_MIN_DIGITS of 4 (the default), 6 or 8', () => {
    expect(parseConfig({}).HSN_MIN_DIGITS).toBe(4);
    expect(parseConfig({ HSN_MIN_DIGITS: '6' }).HSN_MIN_DIGITS).toBe(6);
    expect(problems({ HSN_MIN_DIGITS: '5' })).toEqual(['HSN_MIN_DIGITS must be 4, 6 or 8, not "5".']);
  });

  it('checks the variables that Next and mongodb-memory-server read themselves', () => {
    expect(parseConfig({ NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64') }).NEXT_SERVER_ACTIONS_ENCRYPTION_KEY).toBeDefined();
    expect(problems({ NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: 'not a key' })).toEqual([
      // A key is never echoed back.
      'NEXT_SERVER_ACTIONS_ENCRYPTION_KEY must be a base64 key of 16, 24 or 32 bytes (openssl rand -base64 32).',
    ]);
    expect(problems({ MONGOMS_RUNTIME_DOWNLOAD: 'never' })).toEqual(['MONGOMS_RUNTIME_DOWNLOAD must be true or false, not "never".']);
    expect(problems({ MONGODB_TEST_URI: 'localhost:27017' })).toEqual(['MONGODB_TEST_URI must be a URL like mongodb://127.0.0.1:27017.']);
  });

  describe('the production server mark (server.mjs, next.config.mjs)', () => {
    afterEach(() => {
      vi.unstubAllEnvs();
    });

    it('makes the process production unless NODE_ENV says otherwise, and marks it as started by server.mjs', () => {
      vi.stubEnv('NODE_ENV', '');
      vi.stubEnv('SANVIO_SERVER', '');
      expect(startedByServerMjs()).toBe(false);
      markProductionServer();
      expect(config().NODE_ENV).toBe('production');
      expect(startedByServerMjs()).toBe(true);
      vi.stubEnv('NODE_ENV', 'development');
      markProductionServer();
      expect(config().NODE_ENV).toBe('development');
    });
  });
});
