/**
 * The parent side of the preview protocol (protocol.ts), apart from the view: what
 * `<pb-preview-frame>`'s methods and events run on. A message is acted on only when it comes from
 * the frame's window (`event.source`), from the frame's origin, carries this frame's `iframe_id`
 * and has one of the protocol's shapes; the channel posts to the frame's origin only, never `*`.
 * Requests made before the frame's runtime said it is ready wait for it (a message posted to a
 * page that is still loading is lost); every request is settled by its reply, by a
 * `pb-preview-error` for its address, or after REPLY_TIMEOUT_MS without one.
 */
import { debugLog } from '../builder/debug';
import { emit } from '../element/events';
import { parseFrameMessage } from './messages';
import type { ModuleNode, ParentMessage, ViewMode } from './protocol';

/** How long a request waits for the frame's reply (10 s). */
export const REPLY_TIMEOUT_MS = 10_000;

/** The window a channel talks to. */
export interface FrameTarget {
  window: Window;
  /** The frame page's origin: the only one its messages are accepted from and posted to. */
  origin: string;
  frameId: string;
}

export interface ChannelEvents {
  ready(modules: ModuleNode[]): void;
  rendered(address: string, html: string): void;
}

type Outgoing = ParentMessage extends infer M ? (M extends ParentMessage ? Omit<M, 'iframe_id'> : never) : never;

interface Pending {
  kind: 'pb-preview-rendered' | 'pb-preview-scrolled';
  address: string;
  resolve(value: string | number): void;
  reject(error: Error): void;
  timer: ReturnType<typeof setTimeout>;
}

export class PreviewChannel {
  #target: FrameTarget | null = null;
  #ready = false;
  #queue: Outgoing[] = [];
  #pending: Pending[] = [];
  #viewMode: ViewMode = 'desktop';
  #modules: ModuleNode[] = [];

  constructor(private readonly events: ChannelEvents) {}

  /** The module tree of the frame's last `pb-preview-ready` (empty until then). */
  get modules(): ModuleNode[] {
    return this.#modules;
  }

  /** Talks to `target` from now on; until its runtime posts `pb-preview-ready`, requests wait. */
  attach(target: FrameTarget): void {
    this.#target = target;
    this.#ready = false;
  }

  /** The frame is gone (the element was removed): every waiting request fails at once. */
  close(reason = 'The preview frame was removed'): void {
    this.#target = null;
    this.#ready = false;
    this.#queue = [];
    for (const pending of this.#pending.splice(0)) {
      clearTimeout(pending.timer);
      pending.reject(new Error(reason));
    }
  }

  /** The `message` listener: acts only on the frame's own, well-formed messages. */
  handleMessage = (event: MessageEvent): void => {
    const target = this.#target;
    if (!target || event.source !== target.window || event.origin !== target.origin) return;
    const message = parseFrameMessage(event.data);
    if (!message || message.iframe_id !== target.frameId) return;
    debugLog(message.type === 'pb-preview-error' ? 'warning' : 'store_action_obj', 'preview frame →', message);
    switch (message.type) {
      case 'pb-preview-ready':
        this.#ready = true;
        this.#modules = message.modules;
        // A reloaded frame starts on the desktop view: tell it the current mode first.
        this.#send({ type: 'pb-preview-view-mode', mode: this.#viewMode });
        for (const queued of this.#queue.splice(0)) this.#send(queued);
        this.events.ready(message.modules);
        break;
      case 'pb-preview-rendered':
        if (this.#settle(message.type, message.address, (pending) => pending.resolve(message.html))) this.events.rendered(message.address, message.html);
        break;
      case 'pb-preview-scrolled':
        this.#settle(message.type, message.address, (pending) => pending.resolve(message.duration));
        break;
      case 'pb-preview-error':
        this.#settle(null, message.address, (pending) => pending.reject(new Error(message.message)));
        break;
    }
  };

  /** Sends the view mode now (or once the frame is ready), and again whenever the frame reloads. */
  setViewMode(mode: ViewMode): void {
    if (mode === this.#viewMode) return;
    this.#viewMode = mode;
    if (this.#ready) this.#send({ type: 'pb-preview-view-mode', mode });
  }

  /** Replaces the module at `address` with `shortcode`; resolves with the new module's markup as it is in the frame. */
  render(address: string, shortcode: string): Promise<string> {
    return this.#request('pb-preview-rendered', address, { type: 'pb-preview-render', address, shortcode }) as Promise<string>;
  }

  /** Scrolls the frame to the module at `address`; resolves with the glide's duration in ms. */
  scroll(address: string): Promise<number> {
    return this.#request('pb-preview-scrolled', address, { type: 'pb-preview-scroll', address }) as Promise<number>;
  }

  #request(kind: Pending['kind'], address: string, message: Outgoing): Promise<string | number> {
    return new Promise((resolve, reject) => {
      const pending: Pending = {
        kind,
        address,
        resolve,
        reject,
        timer: setTimeout(() => {
          this.#pending = this.#pending.filter((other) => other !== pending);
          reject(new Error(`The preview frame did not answer within ${REPLY_TIMEOUT_MS / 1000} s (${message.type} ${address})`));
        }, REPLY_TIMEOUT_MS),
      };
      this.#pending.push(pending);
      this.#post(message);
    });
  }

  /** Settles the oldest request the reply answers (of `kind`, or any kind for an error; for `address` when it names one). */
  #settle(kind: Pending['kind'] | null, address: string | undefined, settle: (pending: Pending) => void): boolean {
    const index = this.#pending.findIndex((pending) => (kind === null || pending.kind === kind) && (address === undefined || pending.address === address));
    if (index === -1) return false;
    const [pending] = this.#pending.splice(index, 1);
    clearTimeout(pending!.timer);
    settle(pending!);
    return true;
  }

  #post(message: Outgoing): void {
    if (this.#ready) this.#send(message);
    else this.#queue.push(message);
  }

  #send(message: Outgoing): void {
    const target = this.#target;
    if (!target) return;
    debugLog('store_emit', '→ preview frame', message);
    target.window.postMessage({ ...message, iframe_id: target.frameId }, target.origin);
  }
}

export interface PreviewReadyDetail {
  /** The previewed page's module tree (module-tree.ts). */
  modules: ModuleNode[];
}
export interface PreviewRenderedDetail {
  address: string;
  /** The new module's markup as it is in the frame now. */
  html: string;
}

declare global {
  interface GlobalEventHandlersEventMap {
    'pb-preview-ready': CustomEvent<PreviewReadyDetail>;
    'pb-preview-rendered': CustomEvent<PreviewRenderedDetail>;
  }
}

const channels = new WeakMap<Element, PreviewChannel>();

/** The one channel of a `<pb-preview-frame>`, shared by its methods and its view; its events are dispatched on `host`. */
export function previewChannelOf(host: Element): PreviewChannel {
  let channel = channels.get(host);
  if (!channel) {
    channel = new PreviewChannel({
      ready: (modules) => emit(host, 'pb-preview-ready', { modules }),
      rendered: (address, html) => emit(host, 'pb-preview-rendered', { address, html }),
    });
    channels.set(host, channel);
  }
  return channel;
}
