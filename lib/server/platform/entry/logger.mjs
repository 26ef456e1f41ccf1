/**
 * The one logger (pino) of server.mjs, next.config.mjs, instrumentation.ts and the app
 * (lib/server/platform/log.ts): one JSON line per event, `{"level":"info","time":"2026-...Z","event":"login_ok",...fields}`.
 * info lines go to stdout, warn and error lines to stderr. Lines are written synchronously, in the
 * calling thread (no worker-thread transport), so a line logged just before process.exit is not lost.
 * Callers pass ids and outcomes only: never passwords, tokens or a customer's full details.
 *
 * Plain JavaScript with inferred types: server.mjs and next.config.mjs load it without a build step.
 */
import pino from 'pino';
import { config } from '../config.mjs';

/** @typedef {'info' | 'warn' | 'error'} Level */

/** Where the lines go; exported so a test can read them (vi.spyOn(logOutput.stdout, 'write')). */
export const logOutput = {
  stdout: pino.destination({ dest: 1, sync: true }),
  stderr: pino.destination({ dest: 2, sync: true }),
};

export const logger = pino(
  {
    level: 'info',
    // No pid or hostname: the lines keep the fields they always had.
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  },
  pino.multistream(
    [
      { level: 'info', stream: logOutput.stdout },
      { level: 'warn', stream: logOutput.stderr },
    ],
    // Each line goes to one stream only: the one with the highest level it reaches.
    { dedupe: true },
  ),
);

/**
 * Logs one event, whatever LOG_SILENT says: the server's own start-up and shutdown lines, which
 * must show even in tests.
 * @param {Level} level @param {string} event @param {Record<string, unknown>} [fields]
 */
export function logLine(level, event, fields = {}) {
  logger[level]({ event, ...fields });
}

/**
 * Logs one event of the app (requests, sign-ins, notifications); LOG_SILENT=1 silences them.
 * @param {Level} level @param {string} event @param {Record<string, unknown>} [fields]
 */
export function logEvent(level, event, fields = {}) {
  if (config().LOG_SILENT) return;
  logLine(level, event, fields);
}
