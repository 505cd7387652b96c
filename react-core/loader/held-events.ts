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

/** `node` is `ancestor` or lies under it, across shadow roots. */
function composedContains(ancestor: Node, node: Node): boolean {
  for (let current: Node | null = node; current; current = current instanceof ShadowRoot ? current.host : current.parentNode) {
    if (current === ancestor) return true;
  }
  return false;
}

/**
 * Holds `event` if `ready(event)` returns a promise (the code that will handle it), then replays
 * it on the same target once that promise resolves.
 *
 * A tap pressed on a module before its first render and released after it lands on the upgraded
 * view: the browser then sends the click to what the pressed element and the released-on element
 * have in common (the module element), which nothing answers. Given `pressedUnwired(event)`,
 * which says a press reached a module not yet rendered, that press's click is replayed on what
 * was pressed.
 */
export function holdClicks(ready: (event: MouseEvent) => Promise<unknown> | undefined, pressedUnwired?: (event: PointerEvent) => boolean): void {
  let press: { target: HTMLElement; find: () => HTMLElement | null } | undefined;
  if (pressedUnwired) {
    window.addEventListener(
      'pointerdown',
      (event) => {
        const target = event.composedPath()[0];
        press = target instanceof HTMLElement && pressedUnwired(event) ? { target, find: whereItSits(target) } : undefined;
      },
      { capture: true, passive: true },
    );
    window.addEventListener('pointercancel', () => (press = undefined), { capture: true, passive: true });
  }
  window.addEventListener(
    'click',
    (event) => {
      const pressed = press;
      press = undefined;
      if (event.defaultPrevented || opensElsewhere(event)) return;
      const target = event.composedPath()[0];
      if (!(target instanceof HTMLElement)) return;
      const pressedNow = pressed?.find();
      const split = pressedNow && pressedNow !== target && composedContains(target, pressedNow) ? pressed : undefined;
      const pending = ready(event);
      if (!pending && !split) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      const find = split ? split.find : whereItSits(target);
      const clickedAt = event.timeStamp;
      void (pending ?? Promise.resolve()).then(() => {
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
      void pending.then(() => resubmit(form, submitter));
    },
    { capture: true },
  );
}

/** Sends `form` again on the visitor's behalf, with the button that sent it. */
function resubmit(form: HTMLFormElement, submitter: HTMLElement | null): void {
  if (!form.isConnected) return;
  const button = submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement ? submitter : null;
  if (typeof form.requestSubmit === 'function') form.requestSubmit(button?.form === form ? button : undefined);
  else form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
}

/**
 * Replays a click or submit held before the loader listened (early-events.ts) on its target: the
 * holds above take it if its module is not wired yet; otherwise the module or the browser answers.
 */
export function replayEarly(event: Event, target: HTMLElement): void {
  if (event.type === 'submit' && target instanceof HTMLFormElement) resubmit(target, (event as SubmitEvent).submitter);
  else replayClick(target, event.timeStamp);
}
