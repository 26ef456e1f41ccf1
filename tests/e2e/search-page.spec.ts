/**
 * The search page at a phone's and a desktop's width: the heading first, then the search box (one
 * row, not a column), then the results, nothing wider than the screen; and "Did you mean ...?" for a
 * misspelt search that finds nothing, linking to the corrected search.
 */
import { expect, test, type Page } from '@playwright/test';
import { messages } from '@/lib/messages';

const main = (page: Page) => page.getByRole('main');

for (const width of [375, 1366]) {
  test(`at ${width} px: heading, then the search box, then the results, within the screen`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/search?q=printer');
    const heading = await main(page).getByRole('heading', { level: 1, name: 'Search results for “printer”' }).boundingBox();
    const form = main(page).getByRole('search', { name: 'Search the catalogue' });
    const box = await form.boundingBox();
    const input = await form.getByLabel('Search products').boundingBox();
    const button = await form.getByRole('button', { name: 'Search' }).boundingBox();
    const firstCard = await page.getByTestId('product-grid').getByRole('article').first().boundingBox();
    if (!heading || !box || !input || !button || !firstCard) throw new Error('a part of the search page is missing');
    expect(heading.y + heading.height, 'the heading comes before the search box').toBeLessThanOrEqual(box.y + 1);
    expect(box.y + box.height, 'the search box comes before the results').toBeLessThanOrEqual(firstCard.y + 1);
    // One row: the box is a line high, the button beside the input.
    expect(box.height).toBeLessThan(80);
    expect(Math.abs(input.y - button.y)).toBeLessThan(2);
    expect(button.x).toBeGreaterThanOrEqual(input.x + input.width - 1);
    // The heading and the results start at the same left edge (no column of their own).
    expect(Math.abs(heading.x - firstCard.x)).toBeLessThan(2);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'page width').toBeLessThanOrEqual(width);
    await page.screenshot({ path: test.info().outputPath(`search-${width}.png`), fullPage: true });
  });
}

test('a misspelt search that finds nothing offers "Did you mean ...?" with the closest catalogue words, linked', async ({ page }) => {
  for (const [typed, meant] of [
    ['priner', 'printer'],
    ['barcod scaner', 'barcode scanner'],
  ] as const) {
    await page.goto(`/search?q=${encodeURIComponent(typed)}`);
    await expect(main(page).getByText(messages.products.empty)).toBeVisible();
    const suggestion = page.getByTestId('search-suggestion');
    await expect(suggestion).toHaveText(`Did you mean ${meant}?`);
    await suggestion.getByRole('link', { name: meant }).click();
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${meant.replace(' ', '\\+')}$`));
    await expect(page.getByTestId('product-grid').getByRole('article').first()).toBeVisible();
    await expect(page.getByTestId('search-suggestion')).toHaveCount(0);
  }
  // Nothing close: no suggestion.
  await page.goto('/search?q=qqzxv');
  await expect(main(page).getByText(messages.products.empty)).toBeVisible();
  await expect(page.getByTestId('search-suggestion')).toHaveCount(0);
});
