// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import SiteError from '@/app/(site)/error';
import { PageError } from '@/components/site/page-error';
import { PageErrorDetailsProvider } from '@/components/site/page-error-context';
import { pageErrorDetails } from '@/components/site/page-error-details';
import { site } from '@/content/site';
import { messages } from '@/lib/messages';

afterEach(cleanup);

describe('a public page that cannot load shows a friendly error state', () => {
  it('explains, offers a retry and a way to reach the shop', async () => {
    const retry = vi.fn();
    render(<PageError details={pageErrorDetails()} onRetry={retry} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(messages.pageError.title);
    expect(screen.getByText(messages.pageError.text)).toBeTruthy();
    expect(screen.getByRole('link', { name: site.mobile }).getAttribute('href')).toBe(`tel:${site.mobile.replace(/[^+\d]/g, '')}`);
    expect(screen.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+$/);
    expect(screen.getByRole('link', { name: 'Go Back Home' }).getAttribute('href')).toBe('/');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('rendered on the server (a cached page that must not throw), its retry loads the page afresh', () => {
    render(<PageError details={pageErrorDetails()} retryHref="/product-detail/64b7f0c2a1b2c3d4e5f60718" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(messages.pageError.title);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/product-detail/64b7f0c2a1b2c3d4e5f60718');
  });

  it('is what the (site) error boundary renders, with the texts the layout provides', async () => {
    const reset = vi.fn();
    render(
      <PageErrorDetailsProvider details={pageErrorDetails()}>
        <SiteError error={new Error('database unreachable')} reset={reset} />
      </PageErrorDetailsProvider>,
    );
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(messages.pageError.title);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reset).toHaveBeenCalledTimes(1);
  });
});
