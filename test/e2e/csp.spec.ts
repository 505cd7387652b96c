/**
 * pb-elements under the strictest Content Security Policy a site may send (docs/csp-and-trusted-types.md "Content
 * Security Policy and Trusted Types"): csp.html is served with `default-src 'self'; script-src
 * 'self'; style-src 'self'; require-trusted-types-for 'script'`, and every kind of element on it is
 * used as a visitor would: consent accepted (a held-back script runs, a consent area loads), tabs
 * and slider moved, the lightbox and the carousel's lightbox opened with their image shown, the
 * newsletter and the contact form submitted. Not one `securitypolicyviolation` may be reported,
 * and no console error.
 */
import { expect, test, type Page } from '@playwright/test';
import { collectErrors, upgraded } from './helpers';

const STRICT_POLICY = "default-src 'self'; script-src 'self'; style-src 'self'; require-trusted-types-for 'script'";

declare global {
  interface Window {
    policyViolations: string[];
  }
}

/** Records every CSP violation of the page from its very start (before any script of it runs). */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    window.policyViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.policyViolations.push(`${event.violatedDirective} (${event.blockedURI || event.sample || 'inline'}) at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return () => page.evaluate(() => window.policyViolations);
}

const banner = (page: Page) => page.locator('pb-consent-banner').locator('section[part~="banner"]');

/** The full-size image PhotoSwipe shows for the current slide, loaded and laid out. */
async function expectLightboxImage(page: Page, file: string): Promise<void> {
  const image = page.locator(`.pswp__item[aria-hidden="false"] img.pswp__img:not(.pswp__img--placeholder)[src$="${file}"]`);
  await expect(image).toBeVisible({ timeout: 10_000 });
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0), { timeout: 10_000 }).toBe(true);
}

async function closeLightbox(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(page.locator('.pswp')).toHaveCount(0, { timeout: 5000 });
}

test.describe('csp.html: every element works under a strict CSP with Trusted Types', () => {
  test('the page is served with exactly the strict policy', async ({ page }) => {
    const response = await page.goto('/csp.html');
    expect(response?.headers()['content-security-policy']).toBe(STRICT_POLICY);
  });

  test('before any interaction: the critical CSS applies and the visible elements upgrade, with no violation', async ({ page }) => {
    const violations = await recordViolations(page);
    const errors = collectErrors(page);
    await page.goto('/csp.html');
    // Tabs wait for the visitor: before that, the loader's critical CSS lays them out as the
    // upgraded element (headings in a row, only the first panel shown).
    const tabs = page.locator('#csp-tabs');
    await expect(tabs).not.toHaveAttribute('data-enhanced', '');
    expect(await tabs.evaluate((element) => getComputedStyle(element).display)).toBe('flex');
    await expect(page.locator('#csp-tabs > div').nth(1)).toBeHidden();
    await upgraded(page, '#csp-tabs');
    await upgraded(page, '#csp-slider');
    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
  });

  for (const { variant, namesPolicies } of [
    { variant: 'as served', namesPolicies: false },
    { variant: "with 'trusted-types pb-elements' added (no other policy name)", namesPolicies: true },
  ]) {
    test(`${variant}: consent, tabs, slider, lightbox, carousel lightbox, newsletter and contact form, zero violations`, async ({ page }) => {
      test.setTimeout(120_000);
      if (namesPolicies) {
        await page.route('**/csp.html', async (route) => {
          const response = await route.fetch();
          const headers = { ...response.headers(), 'content-security-policy': `${STRICT_POLICY}; trusted-types pb-elements` };
          await route.fulfill({ response, headers });
        });
      }
      const violations = await recordViolations(page);
      const errors = collectErrors(page);
      await page.goto('/csp.html');

      // Consent: the held-back statistics script runs (re-created by the consent runtime), and the
      // consent area inserts the site's trusted fragment.
      await banner(page).getByRole('button', { name: 'Accept all' }).click();
      await expect(page.locator('[data-stats-status]')).toContainText('ran');
      const area = page.locator('pb-consent-area');
      await area.scrollIntoViewIfNeeded();
      await expect(area.locator('iframe[title="Route film from the guide book"]')).toBeVisible({ timeout: 10_000 });

      // Tabs and slider.
      await upgraded(page, '#csp-tabs');
      await page.locator('#csp-tabs > h3', { hasText: 'Equipment' }).click();
      await expect(page.locator('#csp-tabs > h3', { hasText: 'Equipment' })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByText('Walking boots, a rain jacket')).toBeVisible();
      await upgraded(page, '#csp-slider');
      await page.locator('#csp-slider').locator('[part~="next"]').click();
      await expect(page.getByText('A gentle start along the cliffs')).toBeVisible();

      // The lightbox: a sized image, then one measured on opening (the loading state first).
      await upgraded(page, '#csp-lightbox');
      await page.locator('#csp-lightbox a[href$="lightbox-harbour.png"]').click();
      await expect(page.locator('.pswp')).toBeVisible();
      await expectLightboxImage(page, 'lightbox-harbour.png');
      await expect(page.locator('.pb-lightbox-caption__title')).toHaveText('The harbour at dawn');
      await expect(page.locator('.pswp__button--close svg')).toBeVisible();
      await closeLightbox(page);
      await page.locator('#csp-lightbox a[href$="lightbox-tower.png"]').click();
      await expectLightboxImage(page, 'lightbox-tower.png');
      await closeLightbox(page);

      // The carousel's lightbox, with title and caption, moved to the next image.
      await upgraded(page, '#csp-carousel');
      await page.locator('#csp-carousel a[href$="carousel-1-lake.svg"]').click();
      await expectLightboxImage(page, 'carousel-1-lake.svg');
      await expect(page.locator('.pb-lightbox-caption')).toContainText('Lake Verne');
      await page.locator('.pswp__button--arrow--next').click();
      await expectLightboxImage(page, 'carousel-2-dunes.svg');
      await closeLightbox(page);

      // The newsletter.
      await upgraded(page, '#trail-letter');
      await page.getByLabel('First name').fill('Ada');
      await page.getByLabel('Last name').fill('Lovelace');
      await page.getByLabel('Email', { exact: true }).fill(`csp-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`);
      await page.getByRole('button', { name: 'Subscribe' }).click();
      await expect(page.locator('#trail-letter [part~="success"]')).toHaveText(/Thank you for subscribing/);

      // The contact form: the server's answer (an HTML fragment) replaces the form.
      await upgraded(page, '#contact-form');
      await page.getByLabel('Your name').fill('Ann Example');
      await page.getByLabel('Email address').fill('ann@example.com');
      await page.getByLabel('a private person').check();
      await page.getByLabel('A repair').check();
      await page.getByLabel('Message').fill('Sent from the strict CSP page.');
      const sum = await page.evaluate(() => {
        const value = (name: string) => Number((document.querySelector(`[name=${name}]`) as HTMLInputElement).value);
        return value('pb_captcha_first') + value('pb_captcha_second');
      });
      await page.getByLabel('Please solve').fill(String(sum));
      await page.getByRole('button', { name: 'Send message' }).click();
      await expect(page.locator('#contact-form [role=status]')).toContainText('Thanks for contacting us');
      await expect(page.locator('#contact-form form')).toHaveCount(0);

      expect(await violations()).toEqual([]);
      expect(errors).toEqual([]);
    });
  }
});
