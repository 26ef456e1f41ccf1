// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { StarRating, filledStars } from '@/components/shop/star-rating';

afterEach(cleanup);

const filled = (container: HTMLElement) => container.querySelector('[role="img"]')?.getAttribute('data-filled');

describe('star rating', () => {
  it('cards fill whole stars up to the rounded rating (4.5 -> 5, 4.4 -> 4, 2.5 -> 3)', () => {
    expect(filledStars(4.5, 'rounded')).toBe(5);
    expect(filledStars(4.4, 'rounded')).toBe(4);
    expect(filledStars(2.5, 'rounded')).toBe(3);
  });

  it('cards show five empty stars for an unrated product', () => {
    expect(filledStars(undefined, 'rounded')).toBe(0);
    expect(filledStars(Number.NaN, 'half')).toBe(0);
  });

  it('the detail page fills whole stars, half a star for a fraction >= 0.5, and leaves the rest empty', () => {
    expect(filledStars(3.5, 'half')).toBe(3.5);
    expect(filledStars(3.7, 'half')).toBe(3.5);
    expect(filledStars(3.4, 'half')).toBe(3);
    expect(filledStars(5, 'half')).toBe(5);
    expect(filledStars(1, 'half')).toBe(1);
  });

  it('never fills more than 5 or fewer than 0 stars', () => {
    expect(filledStars(7, 'half')).toBe(5);
    expect(filledStars(7, 'rounded')).toBe(5);
    expect(filledStars(-2, 'rounded')).toBe(0);
  });

  it('the detail page shows the number with one decimal followed by " / 5"', () => {
    const { container } = render(<StarRating rating={4} mode="half" showNumber />);
    expect(container.textContent).toContain('4.0 / 5');
    expect(filled(container)).toBe('4');
  });

  it('is announced as one image with the rating in words', () => {
    render(<StarRating rating={4.5} mode="half" />);
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeTruthy();
    render(<StarRating rating={undefined} mode="rounded" />);
    expect(screen.getByRole('img', { name: 'Not rated yet' })).toBeTruthy();
  });

  it('cards render the rounded stars, without the number', () => {
    const { container } = render(<StarRating rating={3.6} mode="rounded" />);
    expect(filled(container)).toBe('4');
    expect(container.textContent).not.toContain('/ 5');
  });

  it('the server writes the filled share into the element the stylesheet cuts, one element for all five stars', () => {
    const html = renderToString(<StarRating rating={2.5} mode="half" />);
    expect(html).toContain('style="--filled:2.5"');
    expect(html.match(/<span/g)).toHaveLength(2);
    expect(html).not.toContain('undefined');
  });
});
