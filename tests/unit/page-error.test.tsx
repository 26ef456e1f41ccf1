// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PageError } from '@/components/site/page-error';
import { messages } from '@/lib/messages';

afterEach(cleanup);

describe('a public page that cannot load shows a friendly error state', () => {
  it('explains, offers a retry and a way to reach the shop', async () => {
    const retry = vi.fn();
    render(<PageError onRetry={retry} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(messages.pageError.title);
    expect(screen.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+$/);
    await userEvent.click(screen.getByRole('button', { name: messages.pageError.retry }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
