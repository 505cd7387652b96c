/**
 * The split-test runtime (no React): the subjects of the page's `<pb-split-test>` placeholders,
 * then the records of what the visitor does with them. Bots and speed-test tools see a subject
 * but are never counted.
 */
import { isBot, isSpeedTestBot } from '../consent/bots';
import { isBuilderPreview } from '../runtime/builder-mode';
import { getPageConfig } from '../runtime/page-config';
import { startConversionMarkers, startGoals } from './goals';
import { createRecorder } from './recorder';
import { whenStatisticsAllowed } from './statistics-consent';
import { answerPlaceholders } from './subjects';
import { persistVisitor, visitorId } from './visitor';

let started: Promise<void> | undefined;

/** The placeholders are the document's: a bundle imported from the head waits until they are parsed. */
function documentParsed(): Promise<void> {
  if (document.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) => document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }));
}

async function run(): Promise<void> {
  await documentParsed();
  const visitor = visitorId();
  const tests = await answerPlaceholders(visitor);
  const userAgent = navigator.userAgent;
  // An editor's visit in the builder or its preview is no visitor's: nothing is recorded.
  if (isBot(userAgent) || isSpeedTestBot(userAgent) || isBuilderPreview()) return;
  const config = getPageConfig();
  const recorder = createRecorder(config);
  // With A/B testing off the page runs no test (no subject, no goal); a conversion marker (a
  // thank-you page, the shop's order confirmation) still counts for the tests the visitor saw.
  if (config.abActive) startGoals(tests, recorder, config);
  startConversionMarkers(recorder);
  await whenStatisticsAllowed(() => {
    persistVisitor(visitor);
    recorder.allow();
  });
}

/** Starts once per page. */
export function startSplitTests(): Promise<void> {
  started ??= run();
  return started;
}
