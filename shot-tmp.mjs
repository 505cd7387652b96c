import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/lib/chromium/chromium', args: ['--no-sandbox','--disable-gpu','--disable-dev-shm-usage'] });
const width = Number(process.argv[2] || 1280);
const page = await browser.newPage({ viewport: { width, height: 900 }, deviceScaleFactor: 0.5 });
await page.goto('http://127.0.0.1:8391/carousels.html');
for (let y = 0; y < 9000; y += 600) { await page.evaluate((y) => window.scrollTo(0, y), y); await page.waitForTimeout(150); }
await page.evaluate(() => window.scrollTo(0, 0));
await page.waitForTimeout(1500);
const total = await page.evaluate(() => document.documentElement.scrollHeight);
let i = 0;
for (let y = 0; y < total; y += 1800) {
  await page.screenshot({ path: `/tmp/part-${width}-${i++}.png`, fullPage: true, clip: { x: 0, y, width, height: Math.min(1800, total - y) } });
}
console.log(total, i);
await browser.close();
