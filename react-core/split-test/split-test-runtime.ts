/**
 * The split-test runtime (no React): the subjects of the page's `<pb-split-test>` placeholders,
 * then the records of what the visitor does with them. Bots and speed-test tools see a subject
 * but are never counted.
 */
import { isBot, isSpeedTestBot } from '../consent/bots';
import { getPageConfig } from '../runtime/page-config';
import { startConversionMarkers, startGoals } from './goals';
import { createRecorder } from './recorder';
import { whenStatisticsAllowed } from './statistics-consent';
import { answerPlaceholders } from './subjects';
import { persistVisitor, visitorId } from './visitor';

let started: Promise<void> | undefined;

async function run(): Promise<void> {
  const visitor = visitorId();
  const tests = await answerPlaceholders(visitor);
  const userAgent = navigator.userAgent;
  if (isBot(userAgent) || isSpeedTestBot(userAgent)) return;
  const config = getPageConfig();
  const recorder = createRecorder(config);
  startGoals(tests, recorder, config);
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
