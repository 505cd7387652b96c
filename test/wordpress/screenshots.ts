/**
 * Small screenshots of one element for the test output and, with PB_UPDATE_DOCS_IMAGES=1, for the
 * docs (docs/images/wordpress/): taken in a page at half the device scale (SCREENSHOT_PAGE), so a
 * picture is half the element's CSS size, and cut at MAX_HEIGHT CSS pixels.
 */
import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, TestInfo } from '@playwright/test';

export const DOCS_IMAGES = 'docs/images/wordpress';
/** Whether this run also refreshes the docs' copies of the screenshots. */
export const UPDATING_DOCS_IMAGES = process.env.PB_UPDATE_DOCS_IMAGES === '1';
/** The page options of a screenshot page: a desktop viewport, pictures at half size. */
export const SCREENSHOT_PAGE = { viewport: { width: 1280, height: 900 }, deviceScaleFactor: 0.5 } as const;
const MAX_HEIGHT = 640;

/**
 * Screenshots `target` (from its top, at most MAX_HEIGHT CSS pixels of it) as `name` (a path
 * under the docs' images, `blocks/twentytwentythree-tabs-editor.png`) into the test output, and
 * into docs/images/wordpress/ when updating the docs. Returns false when the element has no box
 * on the screen (a closed modal, a scroll-to-top button before the scroll).
 */
export async function screenshotElement(target: Locator, name: string, testInfo: TestInfo): Promise<boolean> {
  // Its top at the top of its scrolling box, so the cut keeps the start of a tall element.
  await target.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  const box = await target.boundingBox();
  const viewport = target.page().viewportSize()!;
  if (!box || box.width < 1 || box.height < 1) return false;
  const top = Math.max(box.y, 0);
  const height = Math.min(box.y + box.height, viewport.height, top + MAX_HEIGHT) - top;
  if (height < 1) return false;
  const file = testInfo.outputPath(name);
  mkdirSync(path.dirname(file), { recursive: true });
  await target.page().screenshot({ path: file, clip: { x: Math.max(box.x, 0), y: top, width: Math.min(box.width, viewport.width - Math.max(box.x, 0)), height }, animations: 'disabled' });
  if (UPDATING_DOCS_IMAGES) {
    const docsCopy = path.join(DOCS_IMAGES, name);
    mkdirSync(path.dirname(docsCopy), { recursive: true });
    copyFileSync(file, docsCopy);
  }
  return true;
}
