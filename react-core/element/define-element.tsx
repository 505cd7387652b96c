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
import { Component, useEffect, useLayoutEffect, useMemo, useState, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { getScreenMode, subscribeScreenMode, type ScreenMode } from '../runtime/screen-mode';
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
}

const BASE_STYLES = ':host{display:block}:host([hidden]){display:none!important}';

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
 * The slots that show the author's content from the upgrade until the first render: one per
 * slot name the children use, in their order (then the default slot), so children assigned to
 * named slots (a header's logo) stay on screen and in place.
 */
function placeholderFor(host: HTMLElement): HTMLElement {
  const names: string[] = [];
  for (const child of host.children) {
    const name = child.getAttribute('slot') ?? '';
    if (!names.includes(name)) names.push(name);
  }
  if (!names.includes('')) names.push('');
  const placeholder = document.createElement('span');
  placeholder.id = PLACEHOLDER_ID;
  placeholder.style.display = 'contents';
  for (const name of names) {
    const slot = document.createElement('slot');
    if (name) slot.name = name;
    placeholder.append(slot);
  }
  return placeholder;
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

class ModuleErrorBoundary extends Component<{ tag: string; host: HTMLElement; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

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

function createRoot<S extends AttributeSchema>(definition: ElementDefinition<S>) {
  const { tag, attributes: schema, View } = definition;


  function ElementBody({ host }: { host: PbElement }) {
    const version = useSyncExternalStore(host.subscribeAttributes, () => host.attributeVersion);
    const screenMode = useScreenMode();
    const attributes = useMemo(
      () => readAttributes(host, tag, schema, screenMode),
      // `version` stands for the element's attributes, which are read from `host`.
      [host, screenMode, version],
    );
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
    attributeVersion = 0;
    #listeners = new Set<() => void>();
    #unmountPending = false;

    constructor() {
      super();
      sheet ??= new CSSStyleSheet();
      if (sheet.cssRules.length === 0) sheet.replaceSync(BASE_STYLES + definition.styles);
      this.shadowRoot.adoptedStyleSheets = [sheet];
      // Shows the author's content until the module's first render takes over (see `settle`).
      this.shadowRoot.append(placeholderFor(this));
    }

    subscribeAttributes = (listener: () => void): (() => void) => {
      this.#listeners.add(listener);
      return () => this.#listeners.delete(listener);
    };

    override connectedCallback(): void {
      if (this.#unmountPending) {
        // Removed and inserted again in the same task: a move. Keep the mounted module.
        this.#unmountPending = false;
        return;
      }
      try {
        super.connectedCallback();
      } catch (error) {
        reportError(definition.tag, error);
      }
    }

    /** Chromium's atomic `moveBefore()` keeps the element connected: nothing to do. */
    connectedMoveCallback(): void {}

    override disconnectedCallback(): void {
      this.#unmountPending = true;
      queueMicrotask(() => {
        if (!this.#unmountPending || this.isConnected) return;
        this.#unmountPending = false;
        super.disconnectedCallback();
      });
    }

    /** Replaces r2wc's attribute handling: the schema reads attributes on every change. */
    attributeChangedCallback(): void {
      this.attributeVersion += 1;
      for (const listener of [...this.#listeners]) listener();
    }
  }
  return Element;
}

/** Registers `tag` once; a second registration of the same tag is ignored. */
export function defineElement(tag: string, elementClass: CustomElementConstructor): void {
  if (!customElements.get(tag)) customElements.define(tag, elementClass);
}

/** Re-renders when the element's children change (tabs or toggles added by a CMS script). */
export function useChildrenVersion(host: HTMLElement, subtree = false): number {
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const observer = new MutationObserver(() => setVersion((current) => current + 1));
    observer.observe(host, { childList: true, subtree });
    return () => observer.disconnect();
  }, [host, subtree]);
  return version;
}
