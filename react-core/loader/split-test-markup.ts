/**
 * The split-test markup and event the loader and the split-test runtime agree on (SPEC.md §7),
 * in a module that imports nothing, so the registry, the upgrade scheduler and the split-test
 * runtime share them without importing one another.
 */

/**
 * Markup of split testing: the placeholders (held until every test is answered) and the pages that
 * turn a conversion cookie into a record (the shortcode-tracking marker, the shop's order confirmation).
 */
export const SPLIT_TEST_SELECTOR = 'pb-split-test,[data-pb-ab-track],[data-pb-ab-order-received]';
/** A placeholder still waiting for its subject: the modules inside it wait too (SPEC.md §7). */
export const PENDING_SPLIT_TEST = 'pb-split-test:not([data-subject],[data-failed])';
/** Dispatched on document by the split-test runtime once every placeholder has settled. */
export const SPLIT_TESTS_SETTLED_EVENT = 'pb-split-tests-settled';
