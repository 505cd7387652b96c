/**
 * What the cart blocks say about the cart (no DOM): the summary read from the shop's markup
 * (cart-structure.ts), what changed between two readings, and what is announced for it
 * ("Oak chair added to your cart. 2 items, subtotal €30.00").
 */
import { formatMessage, type Messages } from '../runtime/messages';

export interface CartItem {
  name: string;
  quantity: number;
}

export interface CartSummary {
  /** The item count the shop wrote (`.cart-contents-count`), else the sum of the items' quantities. */
  count: number;
  /** The shop's count text as written ("2 items"); '' when it wrote none. */
  countText: string;
  /** The subtotal as the shop formats it ("€30.00"); '' when the markup shows none. */
  subtotal: string;
  items: CartItem[];
}

export type CartChange =
  | { kind: 'added' | 'removed'; names: string[] }
  | { kind: 'emptied' }
  | { kind: 'updated' };

/** The first whole number in a text ("2 items", "2 × €15.00"); null when there is none. */
export function leadingNumber(text: string | null | undefined): number | null {
  const match = /\d+/.exec(text ?? '');
  return match ? Number.parseInt(match[0], 10) : null;
}

/** Text as it reads: runs of white space as one space, trimmed. */
export function readableText(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

export function sameSummary(a: CartSummary, b: CartSummary): boolean {
  return (
    a.count === b.count &&
    a.countText === b.countText &&
    a.subtotal === b.subtotal &&
    a.items.length === b.items.length &&
    a.items.every((item, index) => item.name === b.items[index]?.name && item.quantity === b.items[index]?.quantity)
  );
}

function quantities(items: readonly CartItem[]): Map<string, number> {
  const byName = new Map<string, number>();
  for (const item of items) byName.set(item.name, (byName.get(item.name) ?? 0) + item.quantity);
  return byName;
}

/** What changed from `before` to `after`: items added (or more of them), removed (or fewer), the cart emptied, or only totals; null for nothing. */
export function cartChange(before: CartSummary, after: CartSummary): CartChange | null {
  if (sameSummary(before, after)) return null;
  if (after.count === 0 && after.items.length === 0) return before.count === 0 ? null : { kind: 'emptied' };
  const old = quantities(before.items);
  const now = quantities(after.items);
  const added = [...now].filter(([name, quantity]) => quantity > (old.get(name) ?? 0)).map(([name]) => name);
  const removed = [...old].filter(([name, quantity]) => quantity > (now.get(name) ?? 0)).map(([name]) => name);
  if (added.length > 0 && removed.length === 0) return { kind: 'added', names: added };
  if (removed.length > 0 && added.length === 0) return { kind: 'removed', names: removed };
  return { kind: 'updated' };
}

type CartMessages = Pick<Messages, 'cartCount' | 'cartCountOne' | 'cartSummary' | 'cartSummaryOne' | 'cartAdded' | 'cartRemoved' | 'cartUpdated' | 'cartEmptied'>;

/** The count as shown: the shop's own text, else "2 items" from the message set. */
export function countLabel(summary: CartSummary, messages: CartMessages): string {
  if (summary.countText) return summary.countText;
  return summary.count === 1 ? messages.cartCountOne : formatMessage(messages.cartCount, { count: summary.count });
}

/** "2 items, subtotal €30.00" (or the count alone when the markup shows no subtotal). */
export function summaryText(summary: CartSummary, messages: CartMessages): string {
  if (!summary.subtotal) return summary.count === 1 ? messages.cartCountOne : formatMessage(messages.cartCount, { count: summary.count });
  return formatMessage(summary.count === 1 ? messages.cartSummaryOne : messages.cartSummary, { count: summary.count, subtotal: summary.subtotal });
}

/** The polite announcement of a change. */
export function changeAnnouncement(change: CartChange, after: CartSummary, messages: CartMessages): string {
  const summary = summaryText(after, messages);
  switch (change.kind) {
    case 'added':
      return formatMessage(messages.cartAdded, { name: change.names.join(', '), summary });
    case 'removed':
      return formatMessage(messages.cartRemoved, { name: change.names.join(', '), summary });
    case 'emptied':
      return messages.cartEmptied;
    case 'updated':
      return formatMessage(messages.cartUpdated, { summary });
  }
}
