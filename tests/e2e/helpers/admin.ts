/**
 * The one way the browser tests sign in as an admin: through the API, as the seeded e2e admin
 * (E2E_ADMIN_EMAIL / E2E_ADMIN_PASSWORD, as playwright.config.ts hands them to the server). On a
 * fresh database that admin does not exist yet, and is signed up first, so every spec file runs
 * alone or in any order.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { site } from '@/content/site';
import { gstinCheckCharacter } from '@/lib/gst/gstin';

export interface AdminCredentials {
  email: string;
  password: string;
}

export const e2eAdmin: AdminCredentials = {
  email: process.env.E2E_ADMIN_EMAIL ?? 'owner@sanvio.in',
  password: process.env.E2E_ADMIN_PASSWORD ?? 'Sanvio-e2e-Passw0rd!',
};

/** The setup code the first admin's sign-up needs: ADMIN_SETUP_CODE, as playwright.config.ts hands it to the server. */
export const e2eSetupCode = process.env.ADMIN_SETUP_CODE ?? 'e2e-setup-code-0123456789';

/**
 * Logs in (which also sets the session cookie on this request context, and so on its page) and
 * returns the token. The e2e admin is signed up first when the database has no admin yet.
 */
export async function adminToken(request: APIRequestContext, who: AdminCredentials = e2eAdmin): Promise<string> {
  let login = await request.post('/api/admin/login', { data: who });
  if (login.status() === 401 && who === e2eAdmin) {
    const signup = (await (await request.get('/api/admin/register')).json()) as { open?: boolean };
    if (signup.open) {
      const register = await request.post('/api/admin/register', { data: { ...who, setupCode: e2eSetupCode } });
      expect(register.ok(), await register.text()).toBe(true);
      login = await request.post('/api/admin/login', { data: who });
    }
  }
  expect(login.ok(), `API login as ${who.email}: ${await login.text()}`).toBe(true);
  return ((await login.json()) as { token: string }).token;
}

/** An Authorization header for API calls as the e2e admin. */
export async function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  return { Authorization: `Bearer ${await adminToken(request)}` };
}

/** The shop's own GSTIN in the browser tests: a production server issues no tax document under the placeholder. */
export const SHOP_GSTIN = `03AAKCS7788N1Z${gstinCheckCharacter('03AAKCS7788N1Z')}`;

/** Saves the owner's Business details with SHOP_GSTIN, as the owner does before the first invoice. */
export async function saveBusinessDetails(request: APIRequestContext, token: string): Promise<void> {
  const saved = await request.put('/api/admin/business', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      legalName: site.tax.legalName,
      tradeName: site.name,
      gstin: SHOP_GSTIN,
      address: site.tax.invoiceAddress,
      state: site.tax.state,
      pinCode: '141001',
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
}
