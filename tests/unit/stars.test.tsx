// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StarRating, halfStars, roundedStars } from '@/components/shop/star-rating';

afterEach(cleanup);

const kinds = (container: HTMLElement) => Array.from(container.querySelectorAll('[data-star]')).map((star) => star.getAttribute('data-star'));

describe('star rating', () => {
  it('cards fill whole stars up to the rounded rating (4.5 -> 5, 4.4 -> 4, 2.5 -> 3)', () => {
    expect(roundedStars(4.5)).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(roundedStars(4.4)).toEqual(['full', 'full', 'full', 'full', 'empty']);
    expect(roundedStars(2.5)).toEqual(['full', 'full', 'full', 'empty', 'empty']);
  });

  it('cards show five empty stars for an unrated product', () => {
    expect(roundedStars(undefined)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
  });

  it('the detail page shows whole stars, a half star for a fraction >= 0.5, then empty stars to 5', () => {
    expect(halfStars(3.5)).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(halfStars(3.7)).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(halfStars(3.4)).toEqual(['full', 'full', 'full', 'empty', 'empty']);
    expect(halfStars(5)).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(halfStars(1)).toEqual(['full', 'empty', 'empty', 'empty', 'empty']);
  });

  it('never draws more than 5 or fewer than 0 stars', () => {
    expect(halfStars(7)).toHaveLength(5);
    expect(halfStars(7).every((kind) => kind === 'full')).toBe(true);
    expect(roundedStars(-2).every((kind) => kind === 'empty')).toBe(true);
  });

  it('the detail page shows the number with one decimal followed by " / 5"', () => {
    const { container } = render(<StarRating rating={4} mode="half" showNumber />);
    expect(container.textContent).toContain('4.0 / 5');
    expect(kinds(container)).toEqual(['full', 'full', 'full', 'full', 'empty']);
  });

  it('is announced as one image with the rating in words', () => {
    render(<StarRating rating={4.5} mode="half" />);
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeTruthy();
  });

  it('cards render the rounded stars', () => {
    const { container } = render(<StarRating rating={3.6} mode="rounded" />);
    expect(kinds(container)).toEqual(['full', 'full', 'full', 'full', 'empty']);
    expect(container.textContent).not.toContain('/ 5');
  });

  it('gives every kind of star a class of its own, the empty one too', () => {
    const { container } = render(<StarRating rating={2.5} mode="half" />);
    const classes = Array.from(container.querySelectorAll('[data-star]')).map((star) => star.className);
    expect(classes).toHaveLength(5);
    for (const name of classes) expect(name.split(' ')).not.toContain('undefined');
    expect(new Set(classes).size).toBe(3);
  });
});
