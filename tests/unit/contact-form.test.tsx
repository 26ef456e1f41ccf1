// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContactFormState } from '@/components/contact/contact-form-state';
import { ContactForm } from '@/components/contact/contact-form';

// The form posts to its Server Action; here the action is a stand-in that records what it was sent.
const action = vi.hoisted(() => vi.fn<(previous: ContactFormState, form: FormData) => Promise<ContactFormState>>());
vi.mock('@/app/(site)/contact/actions', () => ({ sendContactMessage: action }));

let alertMock: ReturnType<typeof vi.fn<(message?: string) => void>>;

beforeEach(() => {
  // The form's pause before sending runs on a fake clock, moved on by hand; nothing here waits on real time.
  vi.useFakeTimers();
  // The testing library moves fake timers on itself (its own zero-delay waits) when it finds Jest's
  // `jest.advanceTimersByTime`; Vitest's clock answers to the same call.
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  action.mockReset();
  alertMock = vi.fn<(message?: string) => void>();
  vi.stubGlobal('alert', alertMock);
});

afterEach(() => {
  vi.useRealTimers();
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const setup = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
const field = (placeholder: string) => screen.getByPlaceholderText(placeholder) as HTMLInputElement | HTMLTextAreaElement;
/** Past the form's pause: the send (if any) has run and React has rendered its answer. */
const afterThePause = () => act(() => vi.advanceTimersByTimeAsync(700 + 100));
const typed = { name: 'Asha Verma', phone: '+91 98765 43210', email: 'asha@example.in', message: 'Need a quote for two receipt printers.' };

async function fill(user: ReturnType<typeof setup>, phone = typed.phone) {
  await user.type(field('Your Full Name'), typed.name);
  await user.type(field('Enter your phone number'), phone);
  await user.type(field('Your Email'), typed.email);
  await user.type(field('Your Message...'), typed.message);
}

describe('Contact Us form', () => {
  it('is a real form with the spec placeholders, visible labels, a 4-row message box and its limit shown', () => {
    render(<ContactForm />);
    for (const [label, placeholder] of [
      ['Name', 'Your Full Name'],
      ['Phone', 'Enter your phone number'],
      ['Email', 'Your Email'],
      ['Message', 'Your Message...'],
    ] as const) {
      expect(screen.getByLabelText(label)).toBe(field(placeholder));
    }
    const message = field('Your Message...') as HTMLTextAreaElement;
    expect(message.rows).toBe(4);
    expect(message.maxLength).toBe(5000);
    expect(document.getElementById(message.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Up to 5,000 characters.');
    expect((field('Your Email') as HTMLInputElement).type).toBe('email');
    expect(screen.getByRole('button', { name: 'Send Message' }).closest('form')).not.toBeNull();
  });

  it('a phone that is not 10 digits once normalised alerts the spec message and sends nothing', async () => {
    const user = setup();
    render(<ContactForm />);
    await fill(user, '98765-4321');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(alertMock).toHaveBeenCalledWith('Please enter a valid 10-digit phone number.');
    await afterThePause();
    expect(action).not.toHaveBeenCalled();
  });

  it('shows "Sending..." disabled at once and posts the form about 700 ms after submit', async () => {
    let postedAt = 0;
    action.mockImplementation(async () => {
      postedAt = Date.now();
      return { status: 'sent' };
    });
    const user = setup();
    render(<ContactForm />);
    await fill(user);
    const submittedAt = Date.now();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const button = screen.getByRole('button', { name: 'Sending...' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(action).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(700 - 100));
    expect(action).not.toHaveBeenCalled();
    await afterThePause();
    expect(action).toHaveBeenCalledTimes(1);
    // The spec's pause: "Contact send delayed 700 ms after submit".
    expect(postedAt - submittedAt).toBeGreaterThanOrEqual(700);
    const form = action.mock.calls[0]?.[1];
    expect(Object.fromEntries(form?.entries() ?? [])).toEqual(typed);
    expect(alertMock).not.toHaveBeenCalled();
  });

  it('on success turns the card to the "Thank You!" side, hides the form behind it and clears the fields', async () => {
    action.mockResolvedValue({ status: 'sent' });
    const user = setup();
    render(<ContactForm />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await afterThePause();
    expect(screen.getByText('Thank You!')).toBeTruthy();
    expect(screen.getByText("Your message has been sent successfully. We'll get back to you as soon as possible.")).toBeTruthy();
    expect(screen.getByTestId('contact-card').className).toMatch(/flipped/);
    // The form side is inert: out of the tab order and the accessibility tree.
    expect(field('Your Full Name').closest('[inert]')).not.toBeNull();
    for (const placeholder of ['Your Full Name', 'Enter your phone number', 'Your Email', 'Your Message...']) {
      expect(field(placeholder).value).toBe('');
    }
  });

  it.each([
    ['a refused email', 'The email address "asha@example" was not accepted. Please check it and send again.'],
    ['the rate limit', 'Too many messages, try again in 7 minutes.'],
    ['a failure with no reason to give', '❌ Failed to send message. Try again.'],
  ])('on %s, says why in red, keeps the fields and re-enables the button', async (_case, reason) => {
    action.mockImplementation(async (_previous, form) => ({
      status: 'failed',
      message: reason,
      values: { name: String(form.get('name')), phone: String(form.get('phone')), email: String(form.get('email')), message: String(form.get('message')) },
    }));
    const user = setup();
    render(<ContactForm />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await afterThePause();
    const error = screen.getByText(reason);
    expect(error.className).toMatch(/error/);
    expect(screen.queryByText('Thank You!')).toBeNull();
    expect(field('Your Full Name').value).toBe(typed.name);
    expect(field('Your Message...').value).toBe(typed.message);
    expect((screen.getByRole('button', { name: 'Send Message' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('when the request fails, shows the spec failure text in red and keeps the fields', async () => {
    action.mockRejectedValue(new TypeError('Failed to fetch'));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = setup();
    render(<ContactForm />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await afterThePause();
    const error = screen.getByText('❌ Failed to send message. Try again.');
    expect(error.className).toMatch(/error/);
    expect(field('Your Email').value).toBe(typed.email);
    expect(console.error).toHaveBeenCalled();
  });
});
