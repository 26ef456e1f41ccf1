import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { POST as LOGIN } from '@/app/api/admin/login/route';
import { POST as REGISTER } from '@/app/api/admin/register/route';
import { GET as LIST_ORDERS } from '@/app/api/orders/route';
import { logOutput } from '@/lib/server/platform/entry/logger.mjs';
import { useTestDatabase } from '../helpers/database';
import { request, SETUP_CODE } from './http';

useTestDatabase();

const owner = { email: 'owner@sanvio.in', password: 'secret-password-123' };
let lines: string[] = [];
const capture = (line: string) => {
  lines.push(...line.split('\n').filter(Boolean));
  return true;
};

beforeAll(() => {
  process.env.LOG_SILENT = '0';
  vi.spyOn(logOutput.stdout, 'write').mockImplementation(capture);
  vi.spyOn(logOutput.stderr, 'write').mockImplementation(capture);
});

afterAll(() => {
  process.env.LOG_SILENT = '1';
  vi.restoreAllMocks();
});

const events = () => lines.filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as Record<string, unknown>);

describe('auth events are logged as one structured line each, without secrets', () => {
  it('logs sign-up, login ok, login failure and a denied admin call, never a password, token or email', async () => {
    lines = [];
    await REGISTER(request('/api/admin/register', { method: 'POST', body: { ...owner, setupCode: SETUP_CODE } }));
    const ok = await LOGIN(request('/api/admin/login', { method: 'POST', body: owner }));
    const { token } = (await ok.json()) as { token: string };
    await LOGIN(request('/api/admin/login', { method: 'POST', body: { ...owner, password: 'wrong-password-456' } }));
    await LIST_ORDERS(request('/api/orders', { token: 'garbage' }));

    const names = events().map((event) => event.event);
    expect(names).toEqual(expect.arrayContaining(['admin_signup', 'login_ok', 'login_failed', 'admin_denied']));
    for (const event of events()) {
      expect(typeof event.time).toBe('string');
      expect(['info', 'warn', 'error']).toContain(event.level);
    }
    const everything = lines.join('\n');
    expect(everything).not.toContain(owner.password);
    expect(everything).not.toContain('wrong-password-456');
    expect(everything).not.toContain(token);
    expect(everything).not.toContain(owner.email);
  });
});
