/**
 * `<pb-split-test>` is a block. While the server chooses its subject, the placeholder keeps its
 * box but hides the control, so the visitor never sees one subject turn into another. The subject
 * comes within SUBJECT_TIMEOUT_MS, or the control is shown; and should the script never run at
 * all, the CSS shows the control by itself a second after that (and never hides it without scripting).
 */
import { SUBJECT_TIMEOUT_MS } from './tracking-rules';

export const SPLIT_TEST_CRITICAL_CSS =
  'pb-split-test{display:block}' +
  `@media (scripting:enabled){pb-split-test:not([data-subject],[data-failed]){visibility:hidden;animation:pb-split-test-reveal 0s ${SUBJECT_TIMEOUT_MS + 1000}ms forwards}}` +
  '@keyframes pb-split-test-reveal{to{visibility:visible}}';
