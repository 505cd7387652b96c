/**
 * lightbox.html's tide warning on the demo server: `<pb-modal>` through the loader (SPEC.md §4
 * "Builder helpers": the core modal; WAI-ARIA APG dialog pattern). The first click on its button
 * arrives before the module's code: it is held and replayed, and the dialog opens.
 */
import { expect, test } from '@playwright/test';
import { collectErrors, expectNoAxeViolations } from './helpers';

test.describe('lightbox.html: the core modal', () => {

  test('the first click opens it, Escape closes it and focus returns to the button; axe finds nothing while it is open', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/lightbox.html');
    const modal = page.locator('#tide-modal');
    const opener = modal.getByRole('button', { name: 'Read the tide warning' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'High tide on the dunes' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('The path across the dunes is under water');
    await expect(page.getByRole('button', { name: 'Close' })).toBeFocused();
    await expect(modal).toHaveClass(/tide-warning/);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflowY)).toBe('hidden');
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== 'running'));
    await expectNoAxeViolations(page);

    await page.keyboard.press('Escape');
    await expect(opener).toBeFocused();
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.style.overflowY)).toBe('');
    expect(errors).toEqual([]);
  });

  test('a button reports its action and closes the modal', async ({ page }) => {
    await page.goto('/lightbox.html');
    const action = page.evaluate(
      () => new Promise<string>((resolve) => document.addEventListener('pb-modal-action', (event) => resolve((event as CustomEvent<{ action: string }>).detail.action), { once: true })),
    );
    await page.locator('#tide-modal').getByRole('button', { name: 'Read the tide warning' }).click();
    await page.getByRole('button', { name: 'I have checked' }).click();
    expect(await action).toBe('checked');
    await expect(page.getByRole('dialog')).toBeHidden();
  });
});
