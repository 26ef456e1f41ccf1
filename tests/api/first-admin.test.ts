/**
 * Exactly one first admin, enforced by the database: simultaneous sign-ups on an empty database,
 * on one instance and on two, leave one admin; a sign-up without the setup code, or with a wrong
 * one, is refused with nothing written. Without ADMIN_SETUP_CODE the code is made once, in the
 * database, and every instance reads the same one.
 */
import mongoose from 'mongoose';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as REGISTER } from '@/app/api/admin/register/route';
import { registerAdmin } from '@/lib/server/auth/admins';
import { adminSetupCode, announceSetupCode } from '@/lib/server/auth/setup-code';
import { CLIENT_IP_HEADER } from '@/lib/server/platform/entry/client-ip-header.mjs';
import { logOutput } from '@/lib/server/platform/entry/logger.mjs';
import { messages } from '@/lib/messages';
import { AdminModel } from '@/models/Admin';
import { clearCollections, useTestDatabase } from '../helpers/database';
import { bodyOf, request, SETUP_CODE } from './http';

useTestDatabase();
beforeEach(() => clearCollections());
afterEach(() => {
  vi.restoreAllMocks();
  process.env.ADMIN_SETUP_CODE = SETUP_CODE;
  process.env.LOG_SILENT = '1';
});

type Register = typeof REGISTER;

const signUp = (handler: Register, i: number, setupCode: unknown) =>
  handler(
    request('/api/admin/register', {
      method: 'POST',
      headers: { [CLIENT_IP_HEADER]: `198.51.100.${i + 1}` },
      body: { email: `owner${i}@sanvio.in`, password: 'a long enough password', setupCode },
    }),
  );

async function secondInstance(): Promise<{ REGISTER: Register; adminSetupCode: typeof adminSetupCode }> {
  vi.resetModules();
  const route = await import('@/app/api/admin/register/route');
  const setup = await import('@/lib/server/auth/setup-code');
  return { REGISTER: route.POST, adminSetupCode: setup.adminSetupCode };
}

const settings = () => mongoose.connection.db!.collection('settings');

describe('exactly one first admin', () => {
  it('8 simultaneous sign-ups with the right code on an empty database make exactly one admin', async () => {
    const responses = await Promise.all(Array.from({ length: 8 }, (_, i) => signUp(REGISTER, i, SETUP_CODE)));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 403)).toHaveLength(7);
    const refused = responses.find((response) => response.status === 403);
    expect((await bodyOf(refused!)).message).toBe(messages.admin.signupClosed);
    const admins = await AdminModel.find().lean();
    expect(admins).toHaveLength(1);
    expect(admins[0]?.email).toBe(`owner${statuses.indexOf(201)}@sanvio.in`);
  });

  it('the same on two instances sharing the database', async () => {
    const other = await secondInstance();
    const responses = await Promise.all(Array.from({ length: 8 }, (_, i) => signUp(i % 2 === 0 ? REGISTER : other.REGISTER, i, SETUP_CODE)));
    expect(responses.filter((response) => response.status === 201)).toHaveLength(1);
    expect(await AdminModel.countDocuments()).toBe(1);
  });

  it('refuses a sign-up without the code (400 naming setupCode) and with a wrong one (403), writing nothing', async () => {
    const without = await signUp(REGISTER, 0, undefined);
    expect(without.status).toBe(400);
    expect(await bodyOf(without)).toMatchObject({ message: messages.admin.setupCodeRequired, errors: { setupCode: [messages.admin.setupCodeRequired] } });
    const wrong = await Promise.all(Array.from({ length: 4 }, (_, i) => signUp(REGISTER, i + 1, `${SETUP_CODE}x`)));
    for (const response of wrong) {
      expect(response.status).toBe(403);
      expect(await bodyOf(response)).toMatchObject({ message: messages.admin.setupCodeWrong, errors: { setupCode: [messages.admin.setupCodeWrong] } });
    }
    expect(await AdminModel.countDocuments()).toBe(0);
    // Sign-up is still open for the owner with the right code.
    expect((await signUp(REGISTER, 9, SETUP_CODE)).status).toBe(201);
  });
});

describe('npm run admin:create', () => {
  it('makes the first admin from the shell without a setup code; sign-up is closed after, even with the code', async () => {
    // scripts/create-admin.ts calls registerAdmin as a trusted caller, like a signed-in admin.
    await registerAdmin({ email: 'shell@sanvio.in', password: 'a long enough password' }, true);
    expect((await signUp(REGISTER, 0, SETUP_CODE)).status).toBe(403);
    expect(await AdminModel.find({}, { email: 1, _id: 0 }).lean()).toEqual([{ email: 'shell@sanvio.in' }]);
  });
});

describe('the setup code without ADMIN_SETUP_CODE', () => {
  beforeEach(() => {
    delete process.env.ADMIN_SETUP_CODE;
  });

  it('is made once in the database: simultaneous readers on two instances all get the same code', async () => {
    const other = await secondInstance();
    const codes = await Promise.all(Array.from({ length: 8 }, (_, i) => (i % 2 === 0 ? adminSetupCode() : other.adminSetupCode())));
    expect(new Set(codes).size).toBe(1);
    expect(codes[0]).toMatch(/^[A-Z2-9]{5}(-[A-Z2-9]{5}){3}$/);
    expect(await settings().countDocuments()).toBe(1);
    expect(await settings().findOne({ code: codes[0] })).not.toBeNull();
    // The stored code works, and only it.
    expect((await signUp(REGISTER, 0, 'ABCDE-ABCDE-ABCDE-ABCDE')).status).toBe(403);
    expect((await signUp(other.REGISTER, 1, codes[0])).status).toBe(201);
    expect(await AdminModel.countDocuments()).toBe(1);
  });

  it('is printed in the start-up log while no admin exists, and not after', async () => {
    delete process.env.LOG_SILENT;
    const warn = vi.spyOn(logOutput.stderr, 'write').mockImplementation(() => true);
    await announceSetupCode();
    const code = await adminSetupCode();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(warn.mock.calls[0]?.[0]))).toMatchObject({ event: 'admin_setup_open', setupCode: code });
    expect((await signUp(REGISTER, 0, code)).status).toBe(201);
    warn.mockClear();
    await announceSetupCode();
    expect(warn).not.toHaveBeenCalled();
  });

  it('with ADMIN_SETUP_CODE set, the log says sign-up is open without printing the code', async () => {
    process.env.ADMIN_SETUP_CODE = SETUP_CODE;
    delete process.env.LOG_SILENT;
    const warn = vi.spyOn(logOutput.stderr, 'write').mockImplementation(() => true);
    await announceSetupCode();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).not.toContain(SETUP_CODE);
    expect(await settings().countDocuments()).toBe(0);
  });
});
