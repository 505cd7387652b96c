/**
 * The element layer: every pb-* module is registered through `createElementClass`, which wraps
 * @r2wc/react-to-web-component and gives authors HTML semantics r2wc alone does not:
 * - the module renders into an open shadow root, so the author's light-DOM content is kept and
 *   styled by the page; the module's own chrome and `<slot>`s live in the shadow root;
 * - attributes are read through the schema (booleans, sizes, responsive variants, JSON), and
 *   removing an attribute re-renders with its default;
 * - moving the element in the DOM keeps its React state; removing it unmounts it, which runs every
 *   effect cleanup (listeners, timers, observers);
 * - an error inside the module is caught, logged with its tag, and the author's content stays.
 */
import r2wc from '@r2wc/react-to-web-component';
import { flushSync } from 'react-dom';
import { Component, useEffect, useLayoutEffect, useMemo, useState, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { getScreenMode, subscribeScreenMode, type ScreenMode } from '../runtime/screen-mode';
import { isHeld, isUrgentRelease, RELEASE_EVENT, WIRED_EVENT } from '../runtime/upgrade-gate';
import { reportError } from '../runtime/warn';
import { observedAttributeNames, readAttributes, type AttributeSchema, type AttributeValues } from './attributes';

export interface ElementViewProps<S extends AttributeSchema> {
  /** The custom element; its children are the author's content. */
  host: PbElement;
  attributes: AttributeValues<S>;
  screenMode: ScreenMode;
}

export interface ElementDefinition<S extends AttributeSchema> {
  tag: `pb-${string}`;
  attributes: S;
  /** CSS for the shadow root, shared by every instance through one constructed stylesheet. */
  styles: string;
  View: ComponentType<ElementViewProps<S>>;
  /**
   * Code the first render needs that depends on the instance (the carousel's Swiper modules, by
   * its attributes): a promise while it loads, null when it is there. Until it is, the element
   * keeps showing the author's content and stays without `data-enhanced`, so the critical CSS
   * keeps the upgraded layout reserved. If it fails, the module fails (`data-failed`).
   */
  prepare?: (host: PbElement) => Promise<unknown> | null;
  /**
   * Starts what a press on the element makes likely next (a lightbox's PhotoSwipe), so that the
   * click following it waits for less: called at the press that releases a held instance, and at
   * every later press on it. It must be cheap once done.
   */
  onPress?: (host: PbElement) => void;
}

/**
 * Every element: a block, `hidden` honoured. On paper no button of an element's own prints
 * (arrows, dots, toggles, rotation controls do nothing there); the author's content is slotted
 * from the light DOM, so it is never one of them.
 */
const BASE_STYLES = ':host{display:block}:host([hidden]){display:none!important}@media print{button{display:none!important}}';

/** What every pb-* element exposes beyond HTMLElement. */
export interface PbElement extends HTMLElement {
  readonly shadowRoot: ShadowRoot;
  /** Subscribes to attribute changes (used by the React root). */
  subscribeAttributes(listener: () => void): () => void;
  /** Changes on every attribute change; a snapshot for `useSyncExternalStore`. */
  readonly attributeVersion: number;
}

type R2wcInstance = HTMLElement & { connectedCallback(): void; disconnectedCallback(): void };

function useScreenMode(): ScreenMode {
  return useSyncExternalStore(subscribeScreenMode, getScreenMode);
}

/**
 * Set on the host once the module's first render is on screen (or it failed): until then the
 * loader's critical CSS keeps reserving the upgraded layout, so the upgrade shifts nothing.
 */
export const ENHANCED_ATTRIBUTE = 'data-enhanced';
export const FAILED_ATTRIBUTE = 'data-failed';
const PLACEHOLDER_ID = 'pb-placeholder';

/**
 * The slot names the author's children use, in their order, then the default slot: the slots
 * that show the author's content until the first render, so children assigned to named slots (a
 * header's logo) stay on screen and in place.
 */
function placeholderSlotNames(host: HTMLElement): string[] {
  const names: string[] = [];
  for (const child of host.children) {
    const name = child.getAttribute('slot') ?? '';
    if (!names.includes(name)) names.push(name);
  }
  if (!names.includes('')) names.push('');
  return names;
}

/** The placeholder slots, from the upgrade until the first render. */
function placeholderFor(host: HTMLElement): HTMLElement {
  const placeholder = document.createElement('span');
  placeholder.id = PLACEHOLDER_ID;
  placeholder.style.display = 'contents';
  for (const name of placeholderSlotNames(host)) {
    const slot = document.createElement('slot');
    if (name) slot.name = name;
    placeholder.append(slot);
  }
  return placeholder;
}

/**
 * The same slots, rendered while the module prepares: React leaves the placeholder in place,
 * but Preact's first render replaces whatever the shadow root held.
 */
function PlaceholderSlots({ host }: { host: HTMLElement }): ReactNode {
  return placeholderSlotNames(host).map((name) => <slot key={name} name={name || undefined} />);
}

/** Hands the display over from the placeholder slots to the module's render, before paint. */
function settle(host: HTMLElement, state: typeof ENHANCED_ATTRIBUTE | typeof FAILED_ATTRIBUTE): void {
  host.shadowRoot?.getElementById(PLACEHOLDER_ID)?.remove();
  host.setAttribute(state, '');
}

/**
 * Marks the host `data-enhanced` in the first commit. Rendered before the view, so its layout
 * effect runs before the view's: a view that measures (Swiper) sees the upgraded layout, and all
 * of it happens before the first paint.
 */
function Enhanced({ host }: { host: HTMLElement }): null {
  useLayoutEffect(() => settle(host, ENHANCED_ATTRIBUTE), [host]);
  return null;
}

/*
 * No class field syntax in this file's classes (fields are assigned in the constructor): for the
 * Safari 15 target the compiler lowers fields with helpers, a chunk every page would load.
 */
class ModuleErrorBoundary extends Component<{ tag: string; host: HTMLElement; children: ReactNode }, { failed: boolean }> {
  constructor(props: { tag: string; host: HTMLElement; children: ReactNode }) {
    super(props);
    this.state = { failed: false };
  }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    reportError(this.props.tag, error);
    settle(this.props.host, FAILED_ATTRIBUTE);
  }

  override render(): ReactNode {
    // A failed module falls back to the author's content, unenhanced.
    return this.state.failed ? <slot /> : this.props.children;
  }
}

/** True once `prepare` (if any) has finished for this mount; a failure is thrown to the boundary. */
function usePrepared(host: PbElement, prepare: ElementDefinition<AttributeSchema>['prepare']): boolean {
  const [pending, setPending] = useState(() => prepare?.(host) ?? null);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  if (failure) throw failure.error;
  useEffect(() => {
    if (!pending) return;
    let live = true;
    pending.then(
      () => live && setPending(null),
      (error: unknown) => live && setFailure({ error }),
    );
    return () => {
      live = false;
    };
  }, [pending]);
  return pending === null;
}

function createRoot<S extends AttributeSchema>(definition: ElementDefinition<S>) {
  const { tag, attributes: schema, View, prepare } = definition;


  function ElementBody({ host }: { host: PbElement }) {
    const prepared = usePrepared(host, prepare);
    const version = useSyncExternalStore(host.subscribeAttributes, () => host.attributeVersion);
    const screenMode = useScreenMode();
    const attributes = useMemo(
      () => readAttributes(host, tag, schema, screenMode),
      // `version` stands for the element's attributes, which are read from `host`.
      [host, screenMode, version],
    );
    // The parent's effect runs after the view's: by then every listener of the module is in place.
    useEffect(() => {
      if (prepared) host.dispatchEvent(new Event(WIRED_EVENT));
    }, [host, prepared]);
    // The module has not rendered yet: the author's content stays on screen.
    if (!prepared) return <PlaceholderSlots host={host} />;
    return (
      <>
        <Enhanced host={host} />
        <View host={host} attributes={attributes} screenMode={screenMode} />
      </>
    );
  }

  return function ElementRoot({ container }: { container?: HTMLElement }) {
    const host = (container as unknown as ShadowRoot).host as PbElement;
    return (
      <ModuleErrorBoundary tag={tag} host={host}>
        <ElementBody host={host} />
      </ModuleErrorBoundary>
    );
  };
}

/** Builds the custom element class for a module; `defineElement` registers it. */
export function createElementClass<S extends AttributeSchema>(definition: ElementDefinition<S>): CustomElementConstructor {
  const R2wcBase = r2wc(createRoot(definition), { shadow: 'open', props: {} }) as unknown as new () => R2wcInstance;
  const observed = observedAttributeNames(definition.attributes);
  let sheet: CSSStyleSheet | undefined;

  class Element extends R2wcBase implements PbElement {
    static get observedAttributes(): string[] {
      return observed;
    }

    declare readonly shadowRoot: ShadowRoot;
    declare attributeVersion: number;
    declare private readonly attributeListeners: Set<() => void>;
    /** Disconnected: unmounted at the next microtask unless connected again (a move). */
    declare private unmountPending: boolean;
    declare private awaitingRelease: boolean;
    declare readonly subscribeAttributes: (listener: () => void) => () => void;

    constructor() {
      super();
      this.attributeVersion = 0;
      this.attributeListeners = new Set();
      this.unmountPending = false;
      this.awaitingRelease = false;
      this.subscribeAttributes = (listener) => {
        this.attributeListeners.add(listener);
        return () => this.attributeListeners.delete(listener);
      };
      sheet ??= new CSSStyleSheet();
      if (sheet.cssRules.length === 0) sheet.replaceSync(BASE_STYLES + definition.styles);
      this.shadowRoot.adoptedStyleSheets = [sheet];
      // Shows the author's content until the module's first render takes over (see `settle`).
      this.shadowRoot.append(placeholderFor(this));
      const { onPress } = definition;
      if (onPress) this.addEventListener('pointerdown', () => onPress(this), { passive: true });
    }

    override connectedCallback(): void {
      if (this.unmountPending) {
        // Removed and inserted again in the same task: a move. Keep the mounted module.
        this.unmountPending = false;
        return;
      }
      if (isHeld(this)) {
        // The loader renders this instance later (near the viewport, on interaction, in idle time).
        this.waitForRelease();
        return;
      }
      try {
        super.connectedCallback();
      } catch (error) {
        reportError(definition.tag, error);
      }
    }

    private waitForRelease(): void {
      if (this.awaitingRelease) return;
      this.awaitingRelease = true;
      const release = (event: Event): void => {
        this.awaitingRelease = false;
        if (!this.isConnected) return;
        // The visitor waits (a held click): the first render, its commit and its effects run in
        // this task (lite: element/lite-react-dom.ts), so the click is answered without yielding.
        if (isUrgentRelease(event)) {
          definition.onPress?.(this);
          flushSync(() => this.connectedCallback());
        } else this.connectedCallback();
      };
      this.addEventListener(RELEASE_EVENT, release, { once: true });
    }

    /** Chromium's atomic `moveBefore()` keeps the element connected: nothing to do. */
    connectedMoveCallback(): void {}

    override disconnectedCallback(): void {
      this.unmountPending = true;
      queueMicrotask(() => {
        if (!this.unmountPending || this.isConnected) return;
        this.unmountPending = false;
        super.disconnectedCallback();
      });
    }

    /** Replaces r2wc's attribute handling: the schema reads attributes on every change. */
    attributeChangedCallback(): void {
      this.attributeVersion += 1;
      for (const listener of [...this.attributeListeners]) listener();
    }
  }
  return Element;
}

/** Registers `tag` once; a second registration of the same tag is ignored. */
export function defineElement(tag: string, elementClass: CustomElementConstructor): void {
  if (!customElements.get(tag)) customElements.define(tag, elementClass);
}

/**
 * Re-renders when the element's children change (tabs or toggles added by a CMS script). Observed
 * from the commit that renders the element (a layout effect), so a change made right after the
 * upgrade is seen with either framework's effect timing.
 */
export function useChildrenVersion(host: HTMLElement, subtree = false): number {
  const [version, setVersion] = useState(0);
  useLayoutEffect(() => {
    const observer = new MutationObserver(() => setVersion((current) => current + 1));
    observer.observe(host, { childList: true, subtree });
    return () => observer.disconnect();
  }, [host, subtree]);
  return version;
}
