import 'server-only';
import { logEvent as log } from '@/lib/server/platform/entry/logger.mjs';

/**
 * One structured JSON line per event, through the shop's one logger (lib/server/platform/entry/logger.mjs,
 * pino): info on stdout, warn and error on stderr; LOG_SILENT=1 silences them. Callers pass ids and
 * outcomes only: never passwords, tokens or a customer's full details.
 */
type Level = 'info' | 'warn' | 'error';

export function logEvent(level: Level, event: string, fields: Record<string, unknown> = {}): void {
  log(level, event, fields);
}
