// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OrderResult } from '@/components/tracking/tracking-result';
import { trackedOrder } from '../helpers/tracked-order';

afterEach(cleanup);

const shippedStraightFromNew = trackedOrder({
  status: 'shipped',
  statusHistory: [
    { status: 'new', at: '2026-03-02T10:00:00Z' },
    { status: 'shipped', at: '2026-03-03T10:00:00Z' },
  ],
  shipment: { courier: 'Blue Dart', consignmentNumber: '90812345671', trackingUrl: 'https://www.bluedart.com/track?n=90812345671' },
});

describe('the tracked order', () => {
  it('shows a skipped step as "Skipped", with no "Not yet" before a step that is done', () => {
    render(<OrderResult order={shippedStraightFromNew} />);
    const steps = within(screen.getByTestId('status-timeline')).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringMatching(/^Placed/),
      'ConfirmedSkipped',
      expect.stringMatching(/^Shipped/),
      'DeliveredNot yet',
    ]);
  });

  it("shows the courier and consignment number with a link to the courier's tracking page", () => {
    render(<OrderResult order={shippedStraightFromNew} />);
    const shipment = screen.getByTestId('tracked-shipment');
    expect(shipment.textContent).toContain('Blue Dart, consignment 90812345671');
    expect(
      within(shipment)
        .getByRole('link', { name: /Track with Blue Dart/ })
        .getAttribute('href'),
    ).toBe('https://www.bluedart.com/track?n=90812345671');
  });
});
