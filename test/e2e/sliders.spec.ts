/**
 * Sliders, carousels and the lightbox on the demo site (SPEC.md §2, §4, §9), driven end to end.
 */
import { expect, test, type Page } from '@playwright/test';
import { animationsSettled, expectShownOnScreen, holdRequests, loadingIndicator, recordRequests, swiperModuleChunks, trackScriptsThatRan, upgraded } from './helpers';

/** The label of the slide that is not hidden from assistive technology (a slider shows one). */
async function activeSlideLabel(page: Page, slider: string): Promise<string | null> {
  return page.locator(`${slider} > [aria-roledescription="slide"]:not([aria-hidden="true"])`).first().getAttribute('aria-label');
}

function slideCount(page: Page, slider: string): Promise<number> {
  return page.locator(`${slider} > [aria-roledescription="slide"]`).count();
}

test.describe('pb-slider on the demo site', () => {
  test('Next wraps from the last day back to the first and writes id|index to the hash (hash-sync)', async ({ page }) => {
    await page.goto('/sliders.html');
    await upgraded(page, '#tour-days');
    const next = page.locator('#tour-days').locator('[part~="next"]');
    const count = await slideCount(page, '#tour-days');
    for (let step = 1; step <= count; step += 1) {
      await next.click();
      await expect(page).toHaveURL(new RegExp(`#tour-days\\|${step % count}$`));
      await animationsSettled(page);
    }
    expect(await activeSlideLabel(page, '#tour-days')).toBe(`1 / ${count}`);
  });

  test('a hash on load opens that slide (#tour-days|2)', async ({ page }) => {
    await page.goto('/sliders.html#tour-days|2');
    await expect(page.locator('#tour-days')).toHaveAttribute('data-enhanced', '');
    const count = await slideCount(page, '#tour-days');
    await expect.poll(() => activeSlideLabel(page, '#tour-days')).toBe(`3 / ${count}`);
  });

  test('the autoplaying hero has a rotation control that stops it', async ({ page }) => {
    await page.goto('/sliders.html');
    await upgraded(page, '#featured-trips');
    const rotation = page.locator('#featured-trips').locator('[part~="rotation"]');
    await expect(rotation).toHaveAttribute('aria-label', 'Stop automatic slide show');
    await rotation.click();
    await expect(rotation).toHaveAttribute('aria-label', 'Start automatic slide show');
  });
});

test.describe('pb-portfolio-carousel on the demo site', () => {
  test('Next moves by one item and fires pb-slide-change', async ({ page }) => {
    await page.goto('/sliders.html');
    await upgraded(page, '#photo-stories');
    const change = page.evaluate(
      () => new Promise((resolve) => document.getElementById('photo-stories')!.addEventListener('pb-slide-change', (event) => resolve((event as CustomEvent).detail), { once: true })),
    );
    await page.locator('#photo-stories').locator('[part~="next"]').click();
    expect(await change).toMatchObject({ previousIndex: 0 });
  });
});

test.describe('pb-image-carousel on the demo site', () => {
  test('the arrows move the carousel, and a slide opens the PhotoSwipe lightbox, whose code runs on first opening (fetched ahead on idle)', async ({ page }) => {
    const scripts = trackScriptsThatRan(page);
    await scripts.start();
    await page.goto('/carousels.html');
    await upgraded(page, '#slide-carousel');
    const photoSwipeRan = async () => (await scripts.ran()).some((path) => path.includes('photoswipe-core'));
    expect(await photoSwipeRan(), 'PhotoSwipe waits for the first opening').toBe(false);
    const carousel = page.locator('#slide-carousel');
    const change = page.evaluate(
      () => new Promise((resolve) => document.getElementById('slide-carousel')!.addEventListener('pb-slide-change', (event) => resolve((event as CustomEvent).detail), { once: true })),
    );
    await carousel.locator('[part~="button-next"]').click();
    expect(await change).toMatchObject({ index: 1, previousIndex: 0 });
    await animationsSettled(page);
    // Off-screen slides are inert through their Swiper box, so click what is in view.
    await carousel.locator('[part~="viewport"]').click();
    const dialog = page.locator('.pswp');
    await expect(dialog).toBeVisible();
    expect(await photoSwipeRan()).toBe(true);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0, { timeout: 3000 });
  });

  test('a carousel fetches only the Swiper modules its attributes ask for, before it upgrades', async ({ page }) => {
    const chunks = swiperModuleChunks();
    expect(chunks.size, 'the build has on-demand Swiper modules').toBeGreaterThan(5);
    const requests = recordRequests(page);
    const fetched = () => requests.flatMap((path) => (chunks.has(path) ? [chunks.get(path)!] : [])).sort();
    await page.goto('/lazy.html');
    const insert = (id: string, attributes: string) =>
      page.evaluate(
        ([id, attributes]) =>
          document.querySelector('main, body')!.insertAdjacentHTML(
            'afterbegin',
            `<pb-image-carousel id="${id}" ${attributes}><img src="/assets/img/carousel-1-lake.svg" alt="Lake" width="800" height="533"><img src="/assets/img/carousel-2-dunes.svg" alt="Dunes" width="800" height="533"><img src="/assets/img/carousel-3-forest.svg" alt="Forest" width="800" height="533"><img src="/assets/img/carousel-4-glacier.svg" alt="Glacier" width="800" height="533"></pb-image-carousel>`,
          ),
        [id, attributes],
      );
    await insert('plain', 'slide-to-show="2" loop');
    await upgraded(page, '#plain');
    expect(fetched(), 'a plain slide carousel').toEqual([]);
    await insert('rotating', 'autoplay effect="fade"');
    await upgraded(page, '#rotating');
    expect(fetched()).toEqual(['autoplay', 'effect-fade']);
    const running = await page.locator('#rotating').evaluate((element) => {
      const viewport = element.shadowRoot!.querySelector('[part~=viewport]') as HTMLElement & { swiper: { autoplay?: { running: boolean }; params: { effect: string } } };
      return { autoplay: viewport.swiper.autoplay?.running, effect: viewport.swiper.params.effect };
    });
    expect(running).toEqual({ autoplay: true, effect: 'fade' });
  });

  test('the slideshow has a thumbnail strip, and vertical carousels move vertically', async ({ page }) => {
    await page.goto('/carousels.html');
    await upgraded(page, '#slideshow');
    await expect(page.locator('#slideshow').locator('[part~="thumbnails"]')).toBeVisible();
    await upgraded(page, '#vertical-carousel');
    const before = await page.locator('#vertical-carousel > :not([inert])').first().boundingBox();
    await page.locator('#vertical-carousel').locator('[part~="button-next"]').click();
    await animationsSettled(page);
    const after = await page.locator('#vertical-carousel > :not([inert])').first().boundingBox();
    expect(after!.x).toBeCloseTo(before!.x, 0);
  });
});

test.describe('pb-lightbox on the demo site', () => {
  test('a gallery link opens the lightbox, arrows move, Escape closes and focus returns to the link', async ({ page }) => {
    await page.goto('/lightbox.html');
    await upgraded(page, '#coast-gallery');
    await page.evaluate(() => {
      const changes: unknown[] = [];
      Object.assign(window, { lightboxChanges: changes });
      document.getElementById('coast-gallery')!.addEventListener('pb-lightbox-change', (event) => changes.push((event as CustomEvent).detail));
    });
    const changes = () => page.evaluate(() => (window as unknown as { lightboxChanges: Array<{ index: number }> }).lightboxChanges);
    const link = page.locator('#coast-gallery a').first();
    await link.focus();
    await page.keyboard.press('Enter');
    const dialog = page.locator('.pswp');
    await expect(dialog).toBeVisible();
    // PhotoSwipe takes keys once its 500 ms fade-in is over: press until it moves.
    await expect(async () => {
      if ((await changes()).length === 0) await page.keyboard.press('ArrowRight');
      expect((await changes()).length).toBeGreaterThan(0);
    }).toPass({ timeout: 5000, intervals: [300] });
    expect((await changes())[0]).toMatchObject({ index: 1 });
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0, { timeout: 3000 });
    await expect(link).toBeFocused();
  });

  test('on a slow network, a visible loading indicator shows over the clicked thumbnail until PhotoSwipe\'s code has arrived', async ({ page }) => {
    // Held from the start: its prefetch on idle is on its way too.
    const core = await holdRequests(page, /photoswipe-core-[^/]*\.js$/);
    await page.goto('/lightbox.html');
    await upgraded(page, '#coast-gallery');
    const link = page.locator('#coast-gallery a').first();
    await link.click();
    const indicator = loadingIndicator(page);
    await expectShownOnScreen(indicator);
    await expect.poll(core.count).toBe(1);
    const thumbnail = (await link.locator('img').boundingBox())!;
    const box = (await indicator.boundingBox())!;
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    expect(x > thumbnail.x && x < thumbnail.x + thumbnail.width && y > thumbnail.y && y < thumbnail.y + thumbnail.height, 'over the thumbnail').toBe(true);
    await expect(page.locator('.pswp')).toHaveCount(0);
    core.release();
    await expect(page.locator('.pswp')).toBeVisible();
    await expect(indicator).toHaveCount(0);
  });

  test('an image without a size: the indicator stays over its thumbnail while it is measured', async ({ page }) => {
    await page.goto('/lightbox.html');
    await upgraded(page, '#coast-gallery');
    const image = await holdRequests(page, /\/lightbox-tower\.png$/);
    await page.locator('#coast-gallery a[href$="lightbox-tower.png"]').click();
    await expect.poll(image.count).toBe(1);
    await expectShownOnScreen(loadingIndicator(page));
    await expect(page.locator('.pswp')).toHaveCount(0);
    image.release();
    await expect(page.locator('.pswp')).toBeVisible();
    await expect(loadingIndicator(page)).toHaveCount(0);
  });

  test('while an opening waits, the cursor shows progress with a mouse', async ({ page }) => {
    await page.goto('/lightbox.html');
    await upgraded(page, '#coast-gallery');
    const image = await holdRequests(page, /\/lightbox-tower\.png$/);
    await page.locator('#coast-gallery a[href$="lightbox-tower.png"]').click();
    await expect.poll(image.count).toBe(1);
    expect(await page.evaluate(() => [document.documentElement.hasAttribute('data-pb-lightbox-loading'), getComputedStyle(document.body).cursor])).toEqual([true, 'progress']);
    image.release();
    await expect(page.locator('.pswp')).toBeVisible();
  });

  test.describe('on a phone (no fine pointer)', () => {
    test.use({ hasTouch: true, isMobile: true });

    test('the loading state shows no progress cursor, which would restyle every element of the page twice', async ({ page }) => {
      await page.goto('/lightbox.html');
      await upgraded(page, '#coast-gallery');
      const image = await holdRequests(page, /\/lightbox-tower\.png$/);
      await page.locator('#coast-gallery a[href$="lightbox-tower.png"]').tap();
      await expect.poll(image.count).toBe(1);
      await expectShownOnScreen(loadingIndicator(page));
      expect(await page.evaluate(() => [document.documentElement.hasAttribute('data-pb-lightbox-loading'), getComputedStyle(document.body).cursor])).toEqual([true, 'auto']);
      image.release();
      await expect(page.locator('.pswp')).toBeVisible();
    });
  });

  test('once open, the thumbnail fills the slide and PhotoSwipe\'s own preloader shows while the full-size image is on its way', async ({ page }) => {
    await page.goto('/lightbox.html');
    await upgraded(page, '#coast-gallery');
    const image = await holdRequests(page, /\/lightbox-harbour\.png$/);
    await page.locator('#coast-gallery a[href$="lightbox-harbour.png"]').click();
    await expect(page.locator('.pswp')).toBeVisible();
    // The neighbouring slides have placeholders of their own: the opened one is the harbour's thumbnail.
    const placeholder = page.locator('img.pswp__img--placeholder[src$="/lightbox-harbour-thumb.png"]');
    await expect(placeholder).toBeVisible();
    const preloader = page.locator('.pswp__preloader--active .pswp__icn');
    await expect(preloader).toBeVisible();
    await expect.poll(() => preloader.evaluate((icon) => Number(getComputedStyle(icon).opacity))).toBeGreaterThan(0);
    image.release();
    await expect(page.locator('.pswp__preloader--active')).toHaveCount(0);
  });
});
