/**
 * Recovery as the next start-up runs it, with the log it writes captured (the shop's logger,
 * lib/server/platform/entry/logger.mjs): what it repaired must be in the log, not only in its return.
 */
import { vi } from 'vitest';
import { logOutput } from '@/lib/server/platform/entry/logger.mjs';
import { recover, type RecoveryReport } from '@/lib/server/orders/recovery';

export type LogEvent = Record<string, unknown> & { event: string };

export async function recoverLogged(): Promise<{ report: RecoveryReport; events: LogEvent[] }> {
  const lines: string[] = [];
  const capture = (chunk: string) => {
    lines.push(...chunk.split('\n').filter(Boolean));
    return true;
  };
  vi.stubEnv('LOG_SILENT', '0');
  const stdout = vi.spyOn(logOutput.stdout, 'write').mockImplementation(capture);
  const stderr = vi.spyOn(logOutput.stderr, 'write').mockImplementation(capture);
  try {
    const report = await recover({ staleMs: 0 });
    return { report, events: lines.map((line) => JSON.parse(line) as LogEvent) };
  } finally {
    stdout.mockRestore();
    stderr.mockRestore();
    vi.unstubAllEnvs();
  }
}
