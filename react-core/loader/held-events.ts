/**
 * A click or submit that reaches a module before its code did is held, and replayed once the
 * module can handle it: a tap on a tab heading opens that tab, a tap on a gallery image opens
 * the lightbox instead of the image file (also where the link opens a new tab without
 * JavaScript), a form sent in the first second is sent by the module. Clicks the visitor sends
 * elsewhere on purpose (with a modifier key or another button: a new tab or window) and downloads
 * pass.
 */
import { replayClick } from '../runtime/click-time';
import { opensElsewhere } from '../runtime/opens-elsewhere';

/**
 * Finds `target` again at replay: itself, or, if the page replaced it meanwhile (the shop's cart
 * fragments swap a mini cart's markup), the element of the same name at the same place under the
 * module element, so the visitor's tap is not lost.
 */
function whereItSits(target: HTMLElement): () => HTMLElement | null {
  const steps: number[] = [];
  let node: Element = target;
  while (!node.localName.startsWith('pb-') && node.parentElement) {
    steps.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
    node = node.parentElement;
  }
  const host = node;
  return () => {
    if (target.isConnected) return target;
    if (!host.isConnected || host === target) return null;
    let found: Element | undefined = host;
    for (const step of steps) found = found?.children[step];
    return found instanceof HTMLElement && found.localName === target.localName ? found : null;
  };
}

/**
 * Holds `event` if `ready(event)` returns a promise (the code that will handle it), then replays
 * it on the same target once that promise resolves.
 */
export function holdClicks(ready: (event: MouseEvent) => Promise<unknown> | undefined): void {
  window.addEventListener(
    'click',
    (event) => {
      if (event.defaultPrevented || opensElsewhere(event)) return;
      const target = event.composedPath()[0];
      if (!(target instanceof HTMLElement)) return;
      const pending = ready(event);
      if (!pending) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      const find = whereItSits(target);
      const clickedAt = event.timeStamp;
      void pending.then(() => {
        const replayTarget = find();
        if (replayTarget) replayClick(replayTarget, clickedAt);
      });
    },
    { capture: true },
  );
}

export function holdSubmits(ready: (event: SubmitEvent) => Promise<unknown> | undefined): void {
  window.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || event.defaultPrevented) return;
      const pending = ready(event as SubmitEvent);
      if (!pending) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      const { submitter } = event as SubmitEvent;
      const button = submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement ? submitter : null;
      void pending.then(() => {
        if (!form.isConnected) return;
        if (typeof form.requestSubmit === 'function') form.requestSubmit(button?.form === form ? button : undefined);
        else form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
      });
    },
    { capture: true },
  );
}
