import 'server-only';
import { config } from '@/lib/server/config.mjs';

/**
 * One structured JSON line per event on stdout/stderr. Callers pass ids and outcomes only:
 * never passwords, tokens or a customer's full details.
 */
type Level = 'info' | 'warn' | 'error';

export function logEvent(level: Level, event: string, fields: Record<string, unknown> = {}): void {
  if (config().LOG_SILENT) return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, event, ...fields });
  if (level === 'error') console.error(line);
  else if (level === 'warn') console.warn(line);
  else console.log(line);
}
