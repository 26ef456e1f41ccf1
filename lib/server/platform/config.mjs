/**
 * Every environment variable the shop reads, checked in one place with one rule for a bad value: a
 * clear message naming the variable, then the process stops (server.mjs and `next dev` at start-up,
 * `next build` when it loads next.config.mjs). `.env.example` documents each one, and lists nothing
 * else (tests/unit/env-example.test.ts). This is the only module that touches `process.env`: an
 * ESLint rule (eslint.config.mjs) refuses it anywhere else outside scripts and tests. What the
 * framework or server.mjs tells the process (not the operator's settings) is read here too, by the
 * small functions at the end.
 *
 * config() parses process.env once and reuses the result until one of the variables changes (the
 * tests change some between files). servingProblems() adds what a production server needs on top
 * (JWT_SECRET, MONGODB_URI), which a build does not.
 *
 * Plain JavaScript with inferred types: server.mjs and next.config.mjs load it without a build step.
 */
import proxyAddr from 'proxy-addr';
import { z } from 'zod';

/**
 * A whole number from min to max, given as text; empty means the default.
 * @param {number} min @param {number} max @param {number} fallback @param {string | undefined} unit
 */
function wholeNumber(min, max, fallback, unit) {
  return z
    .string()
    .trim()
    .optional()
    .transform((text, context) => {
      if (!text) return fallback;
      const value = Number(text);
      if (!/^-?\d+$/.test(text) || value < min || value > max) {
        context.addIssue({ code: 'custom', message: `must be a whole number${unit ? ` of ${unit}` : ''} from ${min} to ${max}` });
        return z.NEVER;
      }
      return value;
    });
}

/**
 * A number from min to max (fractions allowed); empty means the default.
 * @param {number} min @param {number} max @param {number} fallback
 */
function fraction(min, max, fallback) {
  return z
    .string()
    .trim()
    .optional()
    .transform((text, context) => {
      if (!text) return fallback;
      const value = Number(text);
      if (!/^\d+(\.\d+)?$/.test(text) || value < min || value > max) {
        context.addIssue({ code: 'custom', message: `must be a number from ${min} to ${max}` });
        return z.NEVER;
      }
      return value;
    });
}

/**
 * "points/seconds", e.g. "10/900"; empty means the default.
 * @param {string} fallback
 */
function limit(fallback) {
  return z
    .string()
    .trim()
    .optional()
    .transform((text, context) => {
      const match = /^(\d{1,9})\/(\d{1,9})$/.exec(text || fallback);
      const points = Number(match?.[1]);
      const duration = Number(match?.[2]);
      if (!match || points < 1 || duration < 1) {
        context.addIssue({ code: 'custom', message: 'must look like "10/900" (points/seconds, both at least 1)' });
        return z.NEVER;
      }
      return { points, duration };
    });
}

/** "1" on, "0" or empty off. */
const flag = z
  .enum(['0', '1', ''], { message: 'must be 0 or 1' })
  .optional()
  .transform((text) => text === '1');

/** Optional text: empty or blank is the same as unset. */
const optionalText = z
  .string()
  .optional()
  .transform((text) => text?.trim() || undefined);

/**
 * An optional URL with one of the given schemes.
 * @param {string[]} schemes @param {string} example
 */
function optionalUrl(schemes, example) {
  return optionalText.superRefine((text, context) => {
    if (text === undefined) return;
    let protocol;
    try {
      protocol = new URL(text).protocol.replace(/:$/, '');
    } catch {
      protocol = undefined;
    }
    if (!protocol || !schemes.includes(protocol)) context.addIssue({ code: 'custom', message: `must be a URL like ${example}` });
  });
}

/**
 * A yes/no setting of a library that reads it itself (mongodb-memory-server): "true", "1", "yes",
 * "false", "0", "no" in any case; empty means unset.
 */
const libraryFlag = optionalText.superRefine((text, context) => {
  if (text !== undefined && !/^(true|1|yes|false|0|no)$/i.test(text)) context.addIssue({ code: 'custom', message: 'must be true or false' });
});

/** A host name such as www.sanvio.in (letters, digits and hyphens between dots). */
const HOST_NAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/i;

const MIN_JWT_SECRET = 32;

/** Fewest different characters a production secret may be made of. */
export const MIN_SECRET_DISTINCT = 16;

/**
 * Why a secret is too easy to guess, or null: fewer than MIN_SECRET_DISTINCT different characters
 * ("aaaa...", a word with digits), or a short pattern repeated ("abc123abc123...", with or without a
 * partial copy at the end). Length alone lets 32 "a"s through; these two catch what people type
 * instead of a random value.
 * @param {string} secret
 * @returns {string | null}
 */
export function weakSecretReason(secret) {
  const distinct = new Set(secret).size;
  if (distinct < MIN_SECRET_DISTINCT) return `has only ${distinct} different characters (at least ${MIN_SECRET_DISTINCT} needed)`;
  for (let period = 1; period <= secret.length / 2; period += 1) {
    let repeats = true;
    for (let i = period; i < secret.length && repeats; i += 1) repeats = secret[i] === secret[i - period];
    if (repeats) return `repeats a pattern of ${period} characters`;
  }
  return null;
}

export const configSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test', ''], { message: 'must be development, production or test' })
    .optional()
    .transform((text) => text || 'development'),

  // Database
  MONGODB_URI: optionalUrl(['mongodb', 'mongodb+srv'], 'mongodb://127.0.0.1:27017/sanvio'),
  EMBEDDED_DB: z
    .enum(['mongod', 'godown', ''], { message: 'must be "mongod" or "godown"' })
    .optional()
    .transform((text) => text || undefined),
  EMBEDDED_DB_PORT: wholeNumber(0, 65535, 0, undefined),
  // Run the test suite against this MongoDB server instead of an embedded one (tests/helpers).
  MONGODB_TEST_URI: optionalUrl(['mongodb', 'mongodb+srv'], 'mongodb://127.0.0.1:27017'),
  // The embedded ladder's real mongod (lib/server/platform/db/mongod.ts); mongodb-memory-server reads these too.
  MONGOMS_SYSTEM_BINARY: optionalText,
  MONGOMS_RUNTIME_DOWNLOAD: libraryFlag,
  MONGOMS_DOWNLOAD_URL: optionalUrl(['http', 'https'], 'https://fastdl.mongodb.org/linux/mongodb-linux-x86_64-debian12-7.0.14.tgz'),
  MONGOMS_DOWNLOAD_MIRROR: optionalUrl(['http', 'https'], 'https://fastdl.mongodb.org'),

  // Admin sessions and passwords
  JWT_SECRET: optionalText.superRefine((text, context) => {
    if (text !== undefined && text.length < MIN_JWT_SECRET) {
      context.addIssue({ code: 'custom', message: `must be at least ${MIN_JWT_SECRET} characters (e.g. \`openssl rand -base64 48\`)` });
    }
  }),
  ADMIN_SESSION_HOURS: wholeNumber(1, 12, 12, 'hours'),
  // The code that proves the first admin owns the server; unset: the server makes one and logs it.
  ADMIN_SETUP_CODE: optionalText.superRefine((text, context) => {
    if (text !== undefined && text.length < 12) context.addIssue({ code: 'custom', message: 'must be at least 12 characters' });
  }),
  BCRYPT_COST: wholeNumber(4, 15, 12, undefined),
  // Password checks run in a pool of worker threads (lib/server/auth/password.ts): this many threads,
  // and at most this many checks waiting for one; a check beyond that is answered 503 at once.
  PASSWORD_THREADS: wholeNumber(1, 64, 1, 'threads'),
  PASSWORD_QUEUE: wholeNumber(0, 10000, 16, 'checks'),

  // Notification e-mails
  SMTP_URL: optionalUrl(['smtp', 'smtps'], 'smtp://user:pass@smtp.example.com:587'),
  NOTIFY_EMAIL: optionalText
    .transform((text) =>
      (text ?? '')
        .split(',')
        .map((address) => address.trim())
        .filter(Boolean),
    )
    .superRefine((addresses, context) => {
      const bad = addresses.find((address) => !z.email().safeParse(address).success);
      if (bad) context.addIssue({ code: 'custom', message: `must be e-mail addresses separated by commas ("${bad}" is not one)` });
    }),
  MAIL_FROM: optionalText,

  // Site and server
  SITE_URL: optionalUrl(['http', 'https'], 'https://www.sanvio.in').transform((text) => text?.replace(/\/+$/, '')),
  PORT: wholeNumber(0, 65535, 3000, undefined),
  HOSTNAME: optionalText.transform((text) => text ?? '0.0.0.0'),
  // Addresses and CIDRs (and proxy-addr's names loopback, linklocal, uniquelocal), separated by commas
  // or spaces; checked with proxy-addr itself, so a typo stops the server instead of trusting nothing
  // or everything. lib/server/platform/entry/client-address.mjs compiles the list.
  TRUSTED_PROXIES: optionalText
    .transform((text) => (text ?? '').split(/[\s,]+/).filter(Boolean))
    .superRefine((entries, context) => {
      try {
        proxyAddr.compile(entries);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        context.addIssue({ code: 'custom', message: `must list IP addresses or CIDRs (e.g. "127.0.0.1, 10.0.0.0/8"): ${reason}` });
      }
    }),
  NEXT_DIST_DIR: optionalText.transform((text) => text ?? '.next'),
  // The site's host name for nginx's server_name and its certificate (compose.yaml requires it; the app
  // only checks it): the host of SITE_URL when both are set.
  SERVER_NAME: optionalText.superRefine((text, context) => {
    if (text !== undefined && !HOST_NAME.test(text)) context.addIssue({ code: 'custom', message: 'must be a host name such as www.sanvio.in' });
  }),
  // Next's key for Server Action arguments (Next reads it itself): the same for every build and
  // instance, so an action posted to another instance still decrypts. Base64 of a 16, 24 or 32-byte key.
  NEXT_SERVER_ACTIONS_ENCRYPTION_KEY: optionalText.superRefine((text, context) => {
    if (text === undefined) return;
    const bytes = /^[A-Za-z0-9+/]+={0,2}$/.test(text) ? Buffer.from(text, 'base64').length : 0;
    if (![16, 24, 32].includes(bytes)) context.addIssue({ code: 'custom', message: 'must be a base64 key of 16, 24 or 32 bytes (openssl rand -base64 32)' });
  }),

  // Image uploads
  CLOUDINARY_URL: optionalUrl(['cloudinary'], 'cloudinary://<api_key>:<api_secret>@<cloud_name>'),
  CLOUDINARY_UPLOAD_PREFIX: optionalUrl(['http', 'https'], 'http://127.0.0.1:4000'),
  UPLOAD_DIR: optionalText.transform((text) => text ?? '.data/uploads'),

  // Abuse limits
  // Login (docs/security.md, "Login policy"): attempts per address (IPv6: per /64) in a day, consecutive
  // failures per account and address, and failures per account from all addresses before the
  // account is slowed down to one attempt per address.
  RATE_LIMIT_LOGIN_IP: limit('100/86400'),
  RATE_LIMIT_LOGIN_ACCOUNT_IP: limit('10/3600'),
  RATE_LIMIT_LOGIN_ACCOUNT: limit('10/900'),
  RATE_LIMIT_REGISTER: limit('5/3600'),
  RATE_LIMIT_CONTACT: limit('5/600'),
  RATE_LIMIT_ORDER: limit('10/600'),
  RATE_LIMIT_TRACK: limit('20/600'),
  RATE_LIMIT_SERVICE_REQUEST: limit('5/600'),
  // Web Vitals reports (POST /api/vitals) per client address: a page view sends one to three.
  RATE_LIMIT_VITALS: limit('120/600'),
  // Values of one metric one client address may add to one page type's figures in an India day;
  // the rest are accepted and not counted, so one address cannot move the Real visitors panel.
  VITALS_SAMPLES_PER_ADDRESS: wholeNumber(1, 100000, 20, 'values'),
  RATE_LIMIT_DISABLED: flag,

  // Caching (docs/caching.md)
  CATALOGUE_MAX_AGE: wholeNumber(1, 300, 60, 'seconds'),
  PROXY_STALE_SECONDS: wholeNumber(0, 86400, 300, 'seconds'),
  CACHE_MAX_MEMORY_MB: wholeNumber(1, 65536, 50, 'megabytes'),

  // Stock: tracked products at or below this many units show "Only N left" and are listed on the dashboard.
  LOW_STOCK_AT: wholeNumber(0, 1000, 3, 'units'),

  // GST: the fewest digits of the HSN code every product sold with GST needs, on the product and on
  // each invoice line (Rule 46(g) with Notification 78/2020-Central Tax: 4, or 6 above Rs 5 crore of
  // turnover; 8 is the full tariff item).
  HSN_MIN_DIGITS: z
    .enum(['4', '6', '8', ''], { message: 'must be 4, 6 or 8' })
    .optional()
    .transform((text) => Number(text || '4')),
  // The owner's certificate that signs every tax document PDF (lib/server/orders/pdf-signature.ts): the
  // path of a PKCS#12 file (.p12, .pfx) and its passphrase, taken as written (spaces included).
  // Unset: PDFs are unsigned. A file that cannot sign stops the server at start-up, not at the first invoice.
  PDF_SIGNING_CERTIFICATE: optionalText,
  PDF_SIGNING_PASSPHRASE: z
    .string()
    .optional()
    .transform((text) => text ?? ''),

  // Real-user speed: the share of page views whose Web Vitals the browser reports (0 to 1).
  VITALS_SAMPLE_RATE: fraction(0, 1, 1),

  // Backups (npm run backup, docs/deploy.md): the folder archives are written to, and how many of
  // the newest archives a backup keeps there (0 keeps every one).
  BACKUP_DIR: optionalText.transform((text) => text ?? '.data/backups'),
  BACKUP_KEEP: wholeNumber(0, 100000, 0, 'archives'),

  // Logging
  LOG_SILENT: flag,
});

/** @typedef {z.output<typeof configSchema>} Config */

export const CONFIG_VARIABLES = /** @type {(keyof Config)[]} */ (Object.keys(configSchema.shape));

/** Thrown for bad values: one line per variable, each naming it, its value and what it must be. */
export class ConfigError extends Error {
  /** @param {string[]} problems */
  constructor(problems) {
    super(problems.join('\n'));
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

/** @param {z.core.$ZodIssue} issue @param {Record<string, string | undefined>} env */
function describe(issue, env) {
  const name = String(issue.path[0]);
  const value = env[name];
  // Secrets are never echoed back.
  const shown = /SECRET|URL|URI|PASS|EMAIL|KEY/i.test(name) ? '' : `, not "${value}"`;
  return `${name} ${issue.message}${value === undefined ? '' : shown}.`;
}

/**
 * The configuration in env, or a ConfigError listing every bad value.
 * @param {Record<string, string | undefined>} env
 * @returns {Config}
 */
export function parseConfig(env) {
  const picked = Object.fromEntries(CONFIG_VARIABLES.map((name) => [name, env[name]]));
  const result = configSchema.safeParse(picked);
  if (!result.success) throw new ConfigError(result.error.issues.map((issue) => describe(issue, env)));
  const together = problemsTogether(result.data);
  if (together.length > 0) throw new ConfigError(together);
  return result.data;
}

/**
 * Values each valid alone that disagree with each other.
 * @param {Config} settings
 * @returns {string[]}
 */
function problemsTogether(settings) {
  const problems = [];
  const siteHost = settings.SITE_URL ? new URL(settings.SITE_URL).hostname : undefined;
  if (settings.SERVER_NAME && siteHost && settings.SERVER_NAME.toLowerCase() !== siteHost) {
    problems.push(`SERVER_NAME must be the host of SITE_URL (${siteHost}), not "${settings.SERVER_NAME}".`);
  }
  if (settings.PDF_SIGNING_PASSPHRASE && !settings.PDF_SIGNING_CERTIFICATE) {
    problems.push('PDF_SIGNING_PASSPHRASE is set without PDF_SIGNING_CERTIFICATE: name the PKCS#12 file it opens, or unset both.');
  }
  return problems;
}

/** @type {{ key: string, value: Config } | undefined} */
let cached;

/**
 * This process's configuration, read from process.env, and read again when one of its variables
 * changes. Throws ConfigError for a bad value.
 * @returns {Config}
 */
export function config() {
  const key = CONFIG_VARIABLES.map((name) => process.env[name] ?? '\u0000').join('\u0001');
  if (cached?.key !== key) cached = { key, value: parseConfig(process.env) };
  return cached.value;
}

/**
 * The output folder of `next dev`: the build's folder with "-dev" added (`.next-dev` by default), so
 * that a development server and a production build in one checkout never write into each other.
 * @param {Config} settings
 * @returns {string}
 */
export function devDistDir(settings) {
  return `${settings.NEXT_DIST_DIR}-dev`;
}

/**
 * What a production server needs beyond valid values: a signing secret that is hard to guess (and a
 * setup code, when one is set, by the same rule: weakSecretReason) and a database. A build (also
 * NODE_ENV=production) needs neither, so these are checked where a server starts.
 * @param {Config} settings
 * @returns {string[]}
 */
export function servingProblems(settings) {
  if (settings.NODE_ENV !== 'production') return [];
  const problems = [];
  if (!settings.JWT_SECRET) {
    problems.push(`JWT_SECRET is not set. Production needs a random secret of at least ${MIN_JWT_SECRET} characters (e.g. \`openssl rand -base64 48\`).`);
  }
  const weakJwt = settings.JWT_SECRET && weakSecretReason(settings.JWT_SECRET);
  if (weakJwt) problems.push(`JWT_SECRET ${weakJwt}: it is too easy to guess. Use a random one (e.g. \`openssl rand -base64 48\`).`);
  const weakCode = settings.ADMIN_SETUP_CODE && weakSecretReason(settings.ADMIN_SETUP_CODE);
  if (weakCode) problems.push(`ADMIN_SETUP_CODE ${weakCode}: it is too easy to guess. Use a random one (e.g. \`openssl rand -base64 48\`), or leave it unset.`);
  if (!settings.MONGODB_URI) problems.push('MONGODB_URI is not set. Production needs your MongoDB connection string; it never uses the embedded database.');
  return problems;
}

/**
 * Seconds a proxy may keep a public page in all: its freshness (CATALOGUE_MAX_AGE) plus the
 * stale-while-revalidate window (PROXY_STALE_SECONDS). next.config's expireTime.
 * @param {Config} settings
 */
export function pageExpireSeconds(settings) {
  return settings.CATALOGUE_MAX_AGE + settings.PROXY_STALE_SECONDS;
}

/*
 * What the process is told by the framework and by server.mjs rather than by the operator: read here
 * so that this stays the only module that touches process.env, and never listed in .env.example.
 */

/** True inside a Next.js server process (Next sets NEXT_RUNTIME); false in tests and scripts. */
export function insideNextServer() {
  return Boolean(process.env.NEXT_RUNTIME);
}

/**
 * server.mjs calls this first, before it loads Next: production unless NODE_ENV says otherwise, and
 * the mark next.config.mjs looks for (startedByServerMjs) to tell `npm start` from plain `next start`.
 */
export function markProductionServer() {
  // Through a name: bundlers replace the expression `process.env.NODE_ENV` with its value, and an
  // assignment to it would not compile in the app's bundle, which includes this module.
  const environment = process.env;
  if (!environment.NODE_ENV) environment.NODE_ENV = 'production';
  environment.SANVIO_SERVER = '1';
}

/** Whether this production server was started by server.mjs (`npm start`). */
export function startedByServerMjs() {
  return process.env.SANVIO_SERVER === '1';
}
