// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminTexts } from '@/components/admin/admin-texts';
import { LoginForm } from '@/components/admin/login/login-form';
import type { LoginFormState } from '@/components/admin/login/login-form-state';
import { messages } from '@/lib/messages';

// Login goes through the form's Server Action; sign-up through POST /api/admin/register.
const logInAdmin = vi.hoisted(() => vi.fn<(previous: LoginFormState, form: FormData) => Promise<LoginFormState>>());
vi.mock('@/app/(site)/login/actions', () => ({ logInAdmin }));

const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Sign-up's state as GET /api/admin/register answers it; other calls take the queued answers in order. */
let signupOpen: boolean | 'fails' = true;
const queued: Array<() => Promise<Response>> = [];
function answerNext(response: Response | Error) {
  queued.push(() => (response instanceof Error ? Promise.reject(response) : Promise.resolve(response)));
}

beforeEach(() => {
  fetchMock.mockReset();
  logInAdmin.mockReset();
  signupOpen = true;
  queued.length = 0;
  fetchMock.mockImplementation((url, init) => {
    if (url === '/api/admin/register' && (init?.method ?? 'GET') === 'GET') {
      return signupOpen === 'fails' ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(json({ open: signupOpen }));
    }
    const next = queued.shift();
    return next ? next() : Promise.reject(new Error(`unexpected fetch ${url}`));
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const email = () => screen.getByLabelText(adminTexts.email) as HTMLInputElement;
const password = () => screen.getByLabelText(adminTexts.password) as HTMLInputElement;

async function fill(user: ReturnType<typeof userEvent.setup>, address = 'owner@sanvio.in', secret = 'Sanvio-Passw0rd!') {
  await user.type(email(), address);
  await user.type(password(), secret);
}

describe('Admin login screen', () => {
  it('starts in "Admin Login" with required email-type and password fields', () => {
    render(<LoginForm />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(adminTexts.loginTitle);
    expect(email().type).toBe('email');
    expect(email().required).toBe(true);
    expect(password().type).toBe('password');
    expect(password().required).toBe(true);
  });

  it('shows and hides the password with a toggle button that reports its state', async () => {
    const user = userEvent.setup();
    render(<LoginForm />);
    const toggle = screen.getByRole('button', { name: adminTexts.showPassword });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await user.click(toggle);
    expect(password().type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    await user.click(toggle);
    expect(password().type).toBe('password');
  });

  it('sends the login to its Server Action, which sets the cookie and goes to /admin; no token is kept in storage', async () => {
    const user = userEvent.setup();
    // A good login never answers: the action redirects to /admin.
    logInAdmin.mockReturnValueOnce(new Promise(() => {}));
    render(<LoginForm />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: adminTexts.loginButton }));
    await vi.waitFor(() => expect(logInAdmin).toHaveBeenCalledTimes(1), { timeout: 30_000 });
    const form = logInAdmin.mock.calls[0]?.[1];
    expect([form?.get('email'), form?.get('password')]).toEqual(['owner@sanvio.in', 'Sanvio-Passw0rd!']);
    expect((screen.getByRole('button', { name: adminTexts.pleaseWait }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(window.localStorage.getItem('adminToken')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's message when login is refused", async () => {
    const user = userEvent.setup();
    logInAdmin.mockResolvedValueOnce({ error: 'Invalid email or password.', email: 'owner@sanvio.in' });
    render(<LoginForm />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: adminTexts.loginButton }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password.');
    expect((screen.getByRole('button', { name: adminTexts.loginButton }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows "Something went wrong" for a refusal without a message', async () => {
    const user = userEvent.setup();
    logInAdmin.mockResolvedValueOnce({ email: 'owner@sanvio.in' });
    render(<LoginForm />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: adminTexts.loginButton }));
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong');
  });

  it('shows "Server error. Try again." when the network fails', async () => {
    const user = userEvent.setup();
    logInAdmin.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    render(<LoginForm />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: adminTexts.loginButton }));
    expect((await screen.findByRole('alert')).textContent).toBe('Server error. Try again.');
  });

  it('is a real form, and the buttons that need script are disabled in the server HTML', async () => {
    const { renderToString } = await import('react-dom/server');
    const container = document.createElement('div');
    container.innerHTML = renderToString(<LoginForm />);
    const submit = container.querySelector<HTMLButtonElement>('button[type="submit"]');
    expect(submit?.closest('form')).not.toBeNull();
    expect(submit?.disabled).toBe(false);
    const scriptOnly = Array.from(container.querySelectorAll<HTMLButtonElement>('button[type="button"]'));
    expect(scriptOnly.map((button) => button.disabled)).toEqual([true, true]);
  });
});

describe('Admin sign-up screen', () => {
  it('after a successful sign-up says "Signup successful. Please log in.", returns to login and clears the fields', async () => {
    const user = userEvent.setup();
    answerNext(json({ message: 'Signup successful. Please log in.' }, 201));
    render(<LoginForm />);
    await user.click(screen.getByRole('button', { name: adminTexts.toSignup }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(adminTexts.signupTitle);
    await fill(user);
    await user.type(screen.getByLabelText(adminTexts.setupCode), 'ABCDE-FGHJK-MNPQR-STUVW');
    await user.click(screen.getByRole('button', { name: adminTexts.signupButton }));
    expect((await screen.findByRole('status')).textContent).toBe('Signup successful. Please log in.');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(adminTexts.loginTitle);
    expect(email().value).toBe('');
    expect(password().value).toBe('');
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts.map(([url]) => url)).toEqual(['/api/admin/register']);
    expect(JSON.parse(String(posts[0]?.[1]?.body))).toEqual({ email: 'owner@sanvio.in', password: 'Sanvio-Passw0rd!', setupCode: 'ABCDE-FGHJK-MNPQR-STUVW' });
  });

  it('asks for the setup code only in sign-up mode, and explains a missing one before sending anything', async () => {
    const user = userEvent.setup();
    render(<LoginForm />);
    expect(screen.queryByLabelText(adminTexts.setupCode)).toBeNull();
    await user.click(screen.getByRole('button', { name: adminTexts.toSignup }));
    const field = screen.getByLabelText(adminTexts.setupCode) as HTMLInputElement;
    expect(field.required).toBe(true);
    expect(field.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toBe(adminTexts.setupCodeHint);
    await fill(user);
    // The browser's own required check is bypassed, as a script could: the form's check still speaks.
    field.required = false;
    await user.click(screen.getByRole('button', { name: adminTexts.signupButton }));
    expect((await screen.findByRole('alert')).textContent).toBe(messages.admin.setupCodeRequired);
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toEqual([]);
  });

  it('states the password rule (12 characters) under the password in sign-up mode, before anything is typed', async () => {
    const user = userEvent.setup();
    render(<LoginForm />);
    const password = screen.getByLabelText(adminTexts.password, { selector: 'input' });
    expect(password.getAttribute('aria-describedby')).toBeNull();
    await user.click(screen.getByRole('button', { name: adminTexts.toSignup }));
    const hint = document.getElementById(screen.getByLabelText(adminTexts.password, { selector: 'input' }).getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('At least 12 characters.');
  });

  it("shows the server's message for a wrong setup code and stays in sign-up", async () => {
    const user = userEvent.setup();
    answerNext(json({ message: messages.admin.setupCodeWrong }, 403));
    render(<LoginForm />);
    await user.click(screen.getByRole('button', { name: adminTexts.toSignup }));
    await fill(user);
    await user.type(screen.getByLabelText(adminTexts.setupCode), 'not the code');
    await user.click(screen.getByRole('button', { name: adminTexts.signupButton }));
    expect((await screen.findByRole('alert')).textContent).toBe(messages.admin.setupCodeWrong);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(adminTexts.signupTitle);
  });

  it('says at once that sign-up is closed, asking an existing admin, and shows no form', async () => {
    signupOpen = false;
    const user = userEvent.setup();
    render(<LoginForm />);
    await user.click(screen.getByRole('button', { name: adminTexts.toSignup }));
    expect((await screen.findByRole('status')).textContent).toBe(adminTexts.signupClosedNote);
    expect(screen.queryByRole('button', { name: adminTexts.signupButton })).toBeNull();
    await user.click(screen.getByRole('button', { name: adminTexts.toLogin }));
    expect(screen.getByRole('button', { name: adminTexts.loginButton })).not.toBeNull();
  });

  it("shows the server's message when sign-up turns out closed (the check could not be made)", async () => {
    signupOpen = 'fails';
    const user = userEvent.setup();
    answerNext(json({ message: messages.admin.signupClosed }, 403));
    render(<LoginForm />);
    await user.click(screen.getByRole('button', { name: adminTexts.toSignup }));
    await fill(user, 'second@sanvio.in');
    await user.type(screen.getByLabelText(adminTexts.setupCode), 'ABCDE-FGHJK-MNPQR-STUVW');
    await user.click(screen.getByRole('button', { name: adminTexts.signupButton }));
    expect((await screen.findByRole('alert')).textContent).toBe(messages.admin.signupClosed);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(adminTexts.signupTitle);
  });

  it('explains a too-short password before sending anything', async () => {
    const user = userEvent.setup();
    render(<LoginForm />);
    await user.click(screen.getByRole('button', { name: adminTexts.toSignup }));
    await fill(user, 'owner@sanvio.in', 'short');
    await user.type(screen.getByLabelText(adminTexts.setupCode), 'ABCDE-FGHJK-MNPQR-STUVW');
    await user.click(screen.getByRole('button', { name: adminTexts.signupButton }));
    expect((await screen.findByRole('alert')).textContent).toBe('Password must be at least 12 characters.');
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toEqual([]);
  });
});
