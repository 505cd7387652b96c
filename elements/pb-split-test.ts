/** <pb-split-test>: the placeholder element and the split-test runtime of the page. */
import { startSplitTests } from '../react-core/split-test/split-test-runtime';
import { SUBJECT_ATTRIBUTE } from '../react-core/split-test/subjects';

/**
 * @tag pb-split-test
 * @summary A/B split test: a placeholder the server fills with the subject this visitor sees.
 *
 * The placeholder's own content is the control: shown as it is without JavaScript, and kept when
 * the server cannot answer. With the runtime, the page asks the server (SPEC.md §7 "Get A/B
 * subject") for every placeholder at once and shows the answered subjects together; modules
 * inside them initialise then. Goals are marked with `data-pb-ab-goal` anywhere on the page
 * (docs/split-testing.md "Split testing"). No React: it renders nothing of its own.
 *
 * @attr {string} test-id - The split test's id (the page configuration's `abTests` entry gives its post id).
 * @fires {CustomEvent<{testId: string, subjectId: string}>} pb-split-test-subject - The placeholder shows the subject the server chose.
 */
export class PbSplitTestElement extends HTMLElement {
  /** The split test's id (`test-id`). */
  get testId(): string {
    return this.getAttribute('test-id') ?? '';
  }

  /** The subject shown, once the server has answered ('' before, or when it could not). */
  get subjectId(): string {
    return this.getAttribute(SUBJECT_ATTRIBUTE) ?? '';
  }
}

if (!customElements.get('pb-split-test')) customElements.define('pb-split-test', PbSplitTestElement);

declare global {
  interface HTMLElementTagNameMap {
    'pb-split-test': PbSplitTestElement;
  }
}

void startSplitTests();
