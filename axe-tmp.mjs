import { chromium } from 'playwright';
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
const browser = await chromium.launch({ executablePath: '/usr/lib/chromium/chromium', args: ['--no-sandbox','--disable-gpu','--disable-dev-shm-usage'] });
for (const width of [1280, 375]) {
  const page = await browser.newPage({ viewport: { width, height: 800 }, bypassCSP: true });
  await page.goto('http://127.0.0.1:8391/carousels.html');
  for (let y = 0; y < 9000; y += 400) { await page.evaluate((y) => window.scrollTo(0, y), y); await page.waitForTimeout(120); }
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(800);
  await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
  const r = await page.evaluate(() => window.axe.run(document));
  console.log(width, r.violations.map((v) => v.id + ': ' + v.nodes.map((n) => n.target.join(' ')).join(', ')));
  // interact: click next on first, thumbnails
  await page.evaluate(() => { const c = document.querySelector('#slide-carousel'); c.shadowRoot.querySelector('[part=button-next]').click(); });
  await page.waitForTimeout(1200);
  const r2 = await page.evaluate(() => window.axe.run(document));
  console.log(width, 'after', r2.violations.map((v) => v.id + ': ' + v.nodes.map((n) => n.target.join(' ')).join(', ')));
  await page.close();
}
await browser.close();
