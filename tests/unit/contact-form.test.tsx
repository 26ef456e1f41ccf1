// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContactForm, SEND_DELAY_MS } from '@/components/contact/contact-form';
import { messages } from '@/lib/messages';

const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
let alertMock: ReturnType<typeof vi.fn<(message?: string) => void>>;

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  alertMock = vi.fn<(message?: string) => void>();
  vi.stubGlobal('alert', alertMock);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const setup = () => userEvent.setup();
const field = (placeholder: string) => screen.getByPlaceholderText(placeholder) as HTMLInputElement | HTMLTextAreaElement;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
// The form waits SEND_DELAY_MS before posting; give the whole exchange time to finish.
const settled = { timeout: SEND_DELAY_MS + 2000 };

async function fill(user: ReturnType<typeof setup>, phone = ' 9876543210 ') {
  await user.type(field('Your Full Name'), 'Asha Verma');
  await user.type(field('Enter your phone number'), phone);
  await user.type(field('Your Email'), 'asha@example.in');
  await user.type(field('Your Message...'), 'Need a quote for two receipt printers.');
}

describe('Contact Us form', () => {
  it('has the spec placeholders, visible labels and a 4-row message box', () => {
    render(<ContactForm />);
    for (const [label, placeholder] of [
      ['Name', 'Your Full Name'],
      ['Phone', 'Enter your phone number'],
      ['Email', 'Your Email'],
      ['Message', 'Your Message...'],
    ] as const) {
      expect(screen.getByLabelText(label)).toBe(field(placeholder));
    }
    expect((field('Your Message...') as HTMLTextAreaElement).rows).toBe(4);
    expect((field('Your Email') as HTMLInputElement).type).toBe('email');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeTruthy();
  });

  it('a phone that is not exactly 10 digits after trimming alerts the spec message and sends nothing', async () => {
    const user = setup();
    render(<ContactForm />);
    await fill(user, '98765-4321');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(alertMock).toHaveBeenCalledWith(messages.contact.invalidPhone);
    await sleep(SEND_DELAY_MS + 100);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows "Sending..." disabled at once, posts about 700 ms after submit with the trimmed phone', async () => {
    let postedAt = 0;
    fetchMock.mockImplementation(() => {
      postedAt = Date.now();
      return Promise.resolve(json({ success: true }));
    });
    const user = setup();
    render(<ContactForm />);
    await fill(user);
    const submittedAt = Date.now();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const button = screen.getByRole('button', { name: 'Sending...' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1), settled);
    expect(postedAt - submittedAt).toBeGreaterThanOrEqual(SEND_DELAY_MS - 20);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/contact');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Asha Verma',
      phone: '9876543210',
      email: 'asha@example.in',
      message: 'Need a quote for two receipt printers.',
    });
    expect(alertMock).not.toHaveBeenCalled();
  });

  it('on success shows the "Thank You!" panel text and clears the fields', async () => {
    fetchMock.mockResolvedValue(json({ success: true }));
    const user = setup();
    render(<ContactForm />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(messages.contact.thankYouTitle, {}, settled)).toBeTruthy();
    expect(screen.getByText(messages.contact.thankYouText)).toBeTruthy();
    for (const placeholder of ['Your Full Name', 'Enter your phone number', 'Your Email', 'Your Message...']) {
      expect(field(placeholder).value).toBe('');
    }
    expect((screen.getByRole('button', { name: 'Send Message' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it.each([
    ['success is not true', () => Promise.resolve(json({ success: false, message: 'Invalid input.' }, 400))],
    ['the request fails', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('when %s, shows the red failure text, keeps the fields and re-enables the button', async (_label, answer) => {
    fetchMock.mockImplementation(answer);
    const user = setup();
    render(<ContactForm />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const error = await screen.findByText(messages.contact.sendFailed, {}, settled);
    expect(error.className).toMatch(/error/);
    expect(screen.queryByText(messages.contact.thankYouTitle)).toBeNull();
    expect(field('Your Full Name').value).toBe('Asha Verma');
    expect((screen.getByRole('button', { name: 'Send Message' }) as HTMLButtonElement).disabled).toBe(false);
    expect(console.error).toHaveBeenCalled();
  });
});
