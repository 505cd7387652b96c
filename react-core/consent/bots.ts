/**
 * User-agent tests (SPEC.md §5 "Consent"): crawlers are treated as consenting and never tracked,
 * speed-test bots get no banner.
 *
 * Speed-test bots (Lighthouse and PageSpeed Insights, GTmetrix, Pingdom, WebPageTest) are not
 * crawlers: they measure the page a visitor gets, but nobody consents for them. So they get no
 * banner and are allowed nothing but functional (fail closed, as in opt-in before a choice) unless
 * the record says otherwise; they are never tracked either (no choice is ever made).
 */

/** Speed-test tools. Checked before the crawler test: some (Pingdom) also say "bot". */
const SPEED_TEST = /chrome-lighthouse|lighthouse|pagespeed|gtmetrix|pingdom|webpagetest|\bptst\b/i;

/** Named crawlers, then the generic words crawlers use. */
const CRAWLER =
  /googlebot|bingbot|duckduckbot|baiduspider|yandexbot|facebookexternalhit|twitterbot|linkedinbot|applebot|ahrefsbot|semrushbot|bot\b|bot[/;)_-]|crawler|spider|crawling/i;

/** Phones whose make ends in "bot" (Cubot) are visitors, not crawlers. */
const NOT_A_BOT = /cubot/gi;

export function isSpeedTestBot(userAgent: string): boolean {
  return SPEED_TEST.test(userAgent);
}

export function isBot(userAgent: string): boolean {
  if (!userAgent || isSpeedTestBot(userAgent)) return false;
  return CRAWLER.test(userAgent.replace(NOT_A_BOT, ''));
}
