/**
 * The phone every Chromium run of the peer benchmark emulates: Lighthouse's mobile viewport
 * (412×823, touch), its slow 4G network and, where a measurement asks for it, CPU throttling, all
 * through the DevTools Protocol; each load in a fresh context (cold cache).
 */
import { chromium } from 'playwright';
import { chromiumExecutable, CHROMIUM_ARGS } from '../chromium.mjs';

export const MOBILE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

const kbps = (value) => (value * 1024) / 8;

/** Lighthouse's mobile network (slow 4G): 150 ms RTT, 1.6 Mbps down, 750 kbps up. */
export const SLOW_4G = { offline: false, latency: 150, downloadThroughput: kbps(1.6 * 1024), uploadThroughput: kbps(750) };

/**
 * A 2G connection as Chromium classifies one: the page sees `navigator.connection.effectiveType`
 * '2g' only from about 1.4 s of round-trip time (checked in the run, see js-bytes.mjs).
 */
export const TWO_G = { offline: false, latency: 1500, downloadThroughput: kbps(250), uploadThroughput: kbps(100), connectionType: 'cellular2g' };

export function launchBrowser() {
  return chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
}

/**
 * A fresh mobile context and page with the network (default slow 4G), CPU slowdown (`cpu`, 1 =
 * none) and Save-Data (`saveData`) applied before anything loads. Returns { context, page, cdp };
 * the caller closes the context.
 */
export async function mobilePage(browser, { network = SLOW_4G, cpu = 1, saveData = false } = {}) {
  const context = await browser.newContext(MOBILE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', network);
  if (cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  // Sets navigator.connection.saveData, which is what a page script can read (experimental in CDP).
  if (saveData) await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
  return { context, page, cdp };
}

/** Goes to `url` and waits for its load event (a 2G load takes long: generous bound). */
export function loadPage(page, url) {
  return page.goto(url, { waitUntil: 'load', timeout: 180_000 });
}
