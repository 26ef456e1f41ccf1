/** The one logger (lib/server/platform/entry/logger.mjs): the fields of each line, and where it goes. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { logEvent, logLine, logOutput } from '@/lib/server/platform/entry/logger.mjs';
import { logEvent as appLogEvent } from '@/lib/server/platform/log';

function capture() {
  const written = { stdout: [] as string[], stderr: [] as string[] };
  vi.spyOn(logOutput.stdout, 'write').mockImplementation((line: string) => written.stdout.push(line) > 0);
  vi.spyOn(logOutput.stderr, 'write').mockImplementation((line: string) => written.stderr.push(line) > 0);
  return written;
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe('the log', () => {
  it('writes one JSON line per event: time, level, event and the fields; info on stdout, warn and error on stderr', () => {
    vi.stubEnv('LOG_SILENT', '0');
    const written = capture();
    appLogEvent('info', 'login_ok', { adminId: 'a1' });
    logEvent('warn', 'login_failed', { reason: 'password' });
    logEvent('error', 'request_failed', { path: '/x', message: 'boom' });

    expect(written.stdout).toHaveLength(1);
    expect(written.stderr).toHaveLength(2);
    for (const line of [...written.stdout, ...written.stderr]) expect(line).toMatch(/^\{.*\}\n$/);
    const [info] = written.stdout.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(Object.keys(info!).sort()).toEqual(['adminId', 'event', 'level', 'time']);
    expect(info).toMatchObject({ level: 'info', event: 'login_ok', adminId: 'a1' });
    expect(new Date(String(info!.time)).toISOString()).toBe(info!.time);
    expect(written.stderr.map((line) => JSON.parse(line) as Record<string, unknown>)).toEqual([
      { time: expect.any(String), level: 'warn', event: 'login_failed', reason: 'password' },
      { time: expect.any(String), level: 'error', event: 'request_failed', path: '/x', message: 'boom' },
    ]);
  });

  it("LOG_SILENT=1 silences the app's events, never the server's own start-up lines", () => {
    vi.stubEnv('LOG_SILENT', '1');
    const written = capture();
    appLogEvent('info', 'login_ok');
    logEvent('error', 'request_failed');
    expect(written).toEqual({ stdout: [], stderr: [] });
    logLine('error', 'server_refused_to_start', { message: 'no build' });
    expect(written.stderr.map((line) => JSON.parse(line) as Record<string, unknown>)).toEqual([
      { time: expect.any(String), level: 'error', event: 'server_refused_to_start', message: 'no build' },
    ]);
  });
});
