/**
 * Printing (issue 14): a printed page shows all of the author's content, and none of the
 * controls the elements generate. Every tab panel, every slide and carousel item, and the content
 * of every accordion and toggle item has a box on paper, not hidden, faded, moved away or clipped;
 * arrows, dots, rotation buttons and thumbnails do not print. Both before the upgrade (the loader's
 * critical CSS) and after it (the elements' shadow styles).
 */
import { expect, test, type Page } from '@playwright/test';
import { frames, requestUpgrade, upgradeAll } from './helpers';

/** The author's content each page must print in full: a selector for every piece, by element. */
const PAGES: Record<string, Record<string, string>> = {
  '/tabs.html': {
    'tab heading': 'pb-tabs > :is(h1,h2,h3,h4,h5,h6,[data-tab])',
    'tab panel': 'pb-tabs > :not(h1,h2,h3,h4,h5,h6,[data-tab],script,style,template)',
    'accordion item content': 'pb-accordion details > :not(summary)',
    'toggle content': 'pb-toggle details > :not(summary)',
  },
  '/sliders.html': {
    slide: 'pb-slider > *',
    'portfolio item': 'pb-portfolio-carousel > *',
  },
  '/carousels.html': {
    'carousel image': 'pb-image-carousel > *',
  },
  '/menus.html': {
    'top-level menu link': ':is(pb-menu, pb-menu > nav) > ul > li > a',
  },
  '/maps.html': {
    place: 'pb-map li',
  },
};

/** The element modules of the elements on these pages: held back to print the pre-upgrade state. */
const MODULES = /\/dist\/pb-(tabs|accordion|toggle|slider|portfolio-carousel|image-carousel|menu|map)\.js$/;

/**
 * For each element matched by `selector`: why it would not print, or '' when it prints (it has a
 * box, is visible and opaque, and lies inside every box that clips it, in the flat tree).
 */
function hiddenReasons(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((query) => {
    const parentInFlatTree = (node: Element): Element | null => {
      if (node.assignedSlot) return node.assignedSlot;
      if (node.parentElement) return node.parentElement;
      const root = node.parentNode;
      return root instanceof ShadowRoot ? root.host : null;
    };
    const name = (element: Element): string => `${element.localName}${element.id ? `#${element.id}` : ''}`;
    return [...document.querySelectorAll(query)].map((element, index) => {
      const label = `${name(element.closest('[id]') ?? element)} [${index}] ${name(element)}`;
      const box = element.getBoundingClientRect();
      if (box.width < 1 || box.height < 1) return `${label}: no box (${box.width}×${box.height})`;
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true, contentVisibilityAuto: true })) {
        return `${label}: not visible (visibility, opacity, display or content-visibility)`;
      }
      for (let ancestor = parentInFlatTree(element); ancestor; ancestor = parentInFlatTree(ancestor)) {
        const style = getComputedStyle(ancestor);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const clip = ancestor.getBoundingClientRect();
        const outside =
          box.left < clip.left - 1 || box.right > clip.right + 1 || box.top < clip.top - 1 || box.bottom > clip.bottom + 1;
        if (outside) return `${label}: clipped by ${name(ancestor)} (${Math.round(box.left)},${Math.round(box.top)} outside ${Math.round(clip.left)},${Math.round(clip.top)}–${Math.round(clip.right)},${Math.round(clip.bottom)})`;
      }
      return '';
    });
  }, selector);
}

/** Every control the elements generate that would print: shadow-root buttons, dots, thumbnails, light-DOM toggles. */
function printedControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const controls: Element[] = [...document.querySelectorAll('[data-pb-generated]')];
    for (const host of document.querySelectorAll('*')) {
      if (host.localName.startsWith('pb-') && host.shadowRoot) {
        controls.push(...host.shadowRoot.querySelectorAll('button, [part~=pagination], [part~=thumbnails]'));
      }
    }
    return controls
      .filter((control) => {
        const box = control.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && control.checkVisibility({ visibilityProperty: true, opacityProperty: true });
      })
      .map((control) => {
        const host = control.getRootNode() instanceof ShadowRoot ? (control.getRootNode() as ShadowRoot).host : control;
        return `${host.localName}${host.id ? `#${host.id}` : ''}: ${control.localName}[part=${control.getAttribute('part') ?? ''}]`;
      });
  });
}

async function expectEverythingPrinted(page: Page, content: Record<string, string>): Promise<void> {
  await page.emulateMedia({ media: 'print' });
  // A closed <details> shows its content once the next frame has updated its state.
  await frames(page);
  for (const [what, selector] of Object.entries(content)) {
    const reasons = await hiddenReasons(page, selector);
    expect(reasons.length, `${what}: none found`).toBeGreaterThan(0);
    expect(reasons.filter(Boolean), `every ${what} prints`).toEqual([]);
  }
  expect(await printedControls(page), 'no generated control prints').toEqual([]);
}

test.describe('Printing shows all of the author\'s content and no generated controls', () => {
  for (const [path, content] of Object.entries(PAGES)) {
    test(`${path}, before the upgrade (the loader's critical CSS)`, async ({ page }) => {
      // The element modules never arrive: the page stays as the critical CSS lays it out.
      await page.route(MODULES, () => undefined);
      await page.goto(path);
      const pending = await page.locator('pb-tabs, pb-accordion, pb-toggle, pb-slider, pb-portfolio-carousel, pb-image-carousel, pb-menu, pb-map').evaluateAll(
        (elements) => elements.filter((element) => !element.hasAttribute('data-enhanced') && !element.hasAttribute('data-failed')).length,
      );
      expect(pending).toBeGreaterThan(0);
      await expectEverythingPrinted(page, content);
    });

    test(`${path}, once every element has upgraded`, async ({ page }) => {
      await page.goto(path);
      await upgradeAll(page);
      await expectEverythingPrinted(page, content);
    });
  }

  test('/tabs.html: each tab panel prints right after its own heading', async ({ page }) => {
    await page.goto('/tabs.html');
    await requestUpgrade(page, '#product-tabs');
    await expect(page.locator('#product-tabs')).toHaveAttribute('data-enhanced', '');
    await page.emulateMedia({ media: 'print' });
    const tops = await page.evaluate(() =>
      [...document.querySelectorAll('#product-tabs > *')].map((child) => ({ tag: child.localName, top: child.getBoundingClientRect().top })),
    );
    const inOrder = tops.every((child, index) => index === 0 || child.top > tops[index - 1]!.top);
    expect(inOrder, `headings and panels print in document order: ${JSON.stringify(tops)}`).toBe(true);
  });

  test('/tabs.html: a closed accordion item prints open, and stays closed on screen', async ({ page }) => {
    await page.goto('/tabs.html');
    await requestUpgrade(page, '#faq-accordion');
    await expect(page.locator('#faq-accordion')).toHaveAttribute('data-enhanced', '');
    const closed = page.locator('#faq-accordion > details:not([open])').first();
    await page.emulateMedia({ media: 'print' });
    await expect(closed.locator('p').first()).toBeVisible();
    await page.emulateMedia({ media: 'screen' });
    await expect(closed.locator('p').first()).toBeHidden();
    await expect(closed).not.toHaveAttribute('open', '');
  });
});
