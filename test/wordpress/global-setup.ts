/**
 * Sets up the WordPress test site (scripts/wordpress/site.mjs: database, install, plugin from the
 * zip, theme, servers), then saves the pages through the REST API as the Editor, who has no
 * `unfiltered_html`. Prints and records the set-up time (test-results/wordpress/site.json).
 */
import { writeFileSync } from 'node:fs';
import { start, WP_DIR } from '../../scripts/wordpress/site.mjs';
import { restHeaders } from './helpers';
import { WP_PAGES } from './pages';

export default async function globalSetup(): Promise<void> {
  const began = Date.now();
  const site = await start();
  const saved: Record<string, { id: number; raw: string }> = {};
  for (const [slug, content] of Object.entries(WP_PAGES)) {
    const response = await fetch(`${site.url}/wp-json/wp/v2/pages?context=edit`, {
      method: 'POST',
      headers: restHeaders(site.users.editor),
      body: JSON.stringify({ slug, title: slug.replace('-', ' ').replace(/^./, (first) => first.toUpperCase()), content, status: 'publish' }),
    });
    if (!response.ok) throw new Error(`saving page ${slug} as the Editor: ${response.status} ${await response.text()}`);
    const page = await response.json();
    saved[slug] = { id: page.id, raw: page.content.raw };
  }
  const total = Date.now() - began;
  writeFileSync(`${WP_DIR}/pages.json`, JSON.stringify(saved, null, 2));
  writeFileSync(`${WP_DIR}/setup-time.json`, JSON.stringify({ totalMs: total, steps: site.timings }));
  console.log(`WordPress test site ready in ${(total / 1000).toFixed(1)} s (${Object.entries(site.timings).map(([step, ms]) => `${step} ${(Number(ms) / 1000).toFixed(1)} s`).join(', ')}, pages)`);
}
