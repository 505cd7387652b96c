/**
 * The shop's notice groups (SPEC §8 "Checkout: duplicate error notice groups are hidden"): a
 * group is WooCommerce's `.woocommerce-NoticeGroup` wrapper, or a notice list of its own
 * (`ul.woocommerce-error`, `.woocommerce-message`, `.woocommerce-info`) outside one. A group whose
 * text repeats a group shown earlier on the page is a duplicate (the shop printed the same
 * notices twice: in the page's notices wrapper and in the form, or in two checkout blocks): the
 * blocks hide it inside themselves and keep the first. Groups elsewhere on the page are the
 * theme's: they count as shown, and are never touched.
 */
import { readableText } from './cart-state';

const GROUP_WRAPPER = '.woocommerce-NoticeGroup';
const NOTICE_LIST = '.woocommerce-error, .woocommerce-message, .woocommerce-info';
/** Marks a group the blocks hid as a duplicate (so it shows again once it is not one). */
export const DUPLICATE_ATTRIBUTE = 'data-pb-duplicate';
/** Marks the builder preview's sample notice: shown, but never a duplicate or an error summary. */
export const PREVIEW_SAMPLE_ATTRIBUTE = 'data-pb-preview-sample';

/** The indexes of keys that repeat an earlier shown key ('' never repeats); `shown[i]` false skips a key. */
export function duplicateIndexes(keys: readonly string[], shown: readonly boolean[] = []): number[] {
  const seen = new Set<string>();
  const duplicates: number[] = [];
  keys.forEach((key, index) => {
    if (key === '' || shown[index] === false) return;
    if (seen.has(key)) duplicates.push(index);
    else seen.add(key);
  });
  return duplicates;
}

/** The page's notice groups, in document order. */
export function noticeGroups(root: ParentNode = document): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(`${GROUP_WRAPPER}, ${NOTICE_LIST}`)].filter(
    (element) => !element.parentElement?.closest(`${GROUP_WRAPPER}, ${NOTICE_LIST}`) && !element.closest(`[${PREVIEW_SAMPLE_ATTRIBUTE}]`),
  );
}

/**
 * Hides, inside the elements matching `blocks`, each group repeating one shown before it on the
 * page, and shows again a group hidden earlier that no longer repeats one. Returns the groups
 * inside the blocks left shown.
 */
export function hideDuplicateNotices(blocks: string): HTMLElement[] {
  const groups = noticeGroups();
  // A group hidden by someone else is no reference; one hidden here is judged again.
  const shown = groups.map((group) => !group.hidden || group.hasAttribute(DUPLICATE_ATTRIBUTE));
  const duplicates = new Set(duplicateIndexes(groups.map((group) => readableText(group.textContent)), shown));
  const kept: HTMLElement[] = [];
  groups.forEach((group, index) => {
    if (!group.closest(blocks)) return;
    if (duplicates.has(index)) {
      if (!group.hidden) {
        group.hidden = true;
        group.setAttribute(DUPLICATE_ATTRIBUTE, '');
      }
      return;
    }
    if (group.hasAttribute(DUPLICATE_ATTRIBUTE)) {
      group.hidden = false;
      group.removeAttribute(DUPLICATE_ATTRIBUTE);
    }
    if (shown[index]) kept.push(group);
  });
  return kept;
}
