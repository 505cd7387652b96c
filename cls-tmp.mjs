import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/lib/chromium/chromium', args: ['--no-sandbox','--disable-gpu','--disable-dev-shm-usage'] });
for (const width of [1280, 900, 375]) {
  const page = await browser.newPage({ viewport: { width, height: 800 } });
  await page.addInitScript(() => {
    window.__shifts = [];
    new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__shifts.push({ v: e.value, s: e.sources?.map((s) => (s.node?.id || s.node?.nodeName || '?') + ' ' + JSON.stringify(s.previousRect) + '→' + JSON.stringify(s.currentRect)) }); }).observe({ type: 'layout-shift', buffered: true });
  });
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') errors.push(m.text()); });
  await page.goto('http://127.0.0.1:8391/carousels.html');
  for (let y = 0; y < 9000; y += 400) { await page.evaluate((y) => window.scrollTo(0, y), y); await page.waitForTimeout(200); }
  await page.waitForTimeout(500);
  const shifts = await page.evaluate(() => window.__shifts);
  const enhanced = await page.evaluate(() => [...document.querySelectorAll('pb-image-carousel')].filter((e) => e.hasAttribute('data-enhanced')).length);
  console.log(width, 'enhanced', enhanced, 'CLS', shifts.reduce((a, b) => a + b.v, 0).toFixed(4), JSON.stringify(shifts.slice(0, 6)), errors.join(' | '));
  await page.close();
}
await browser.close();
