/**
 * Every feature of the demo server, one module per feature. To add an endpoint,
 * create a module exporting any of `migrations`, `routes` and `ajaxActions`
 * (see EndpointModule in ../registry.mjs) and list it here. Migrations are applied
 * in this order, so append new modules at the end.
 */

import * as health from './health.mjs';
import * as splitTestStats from './split-test-stats.mjs';
import * as newsletter from './newsletter.mjs';
import * as comments from './comments.mjs';
import * as search from './search.mjs';
import * as contactForm from './contact-form.mjs';
import * as consent from './consent.mjs';
import * as blog from './blog.mjs';
import * as portfolio from './portfolio.mjs';
import * as gallery from './gallery.mjs';
import * as splitTest from './split-test.mjs';
import * as splitTestReport from './split-test-report.mjs';
import * as tiles from './tiles.mjs';
import * as shop from './shop.mjs';
// Not an endpoint: the nonce secret's table (../forgery-guard.mjs), used by every state-changing call.
import * as forgeryGuard from '../forgery-guard.mjs';

/** @type {import('../registry.mjs').EndpointModule[]} */
export const endpoints = [health, splitTestStats, newsletter, comments, search, contactForm, consent, forgeryGuard, blog, portfolio, gallery, splitTest, splitTestReport, tiles, shop];
