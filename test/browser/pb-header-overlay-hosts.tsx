/**
 * Throwaway hosts for the menu search and overlay menu tests: small elements built with
 * `createElementClass` that render the two views the way `<pb-header>` does (in a positioned bar
 * in the shadow root), so the views are tested on their own.
 */
import { attribute } from '../../react-core/element/attributes';
import { createElementClass, defineElement, type ElementViewProps } from '../../react-core/element/define-element';
import { MENU_SEARCH_STYLES, MenuSearch } from '../../react-core/header/menu-search';
import { OverlayMenu } from '../../react-core/header/overlay-menu';
import { parseOverlayKind } from '../../react-core/header/overlay-menu-state';

const HOST_STYLES = `
:host{display:block}
.bar{position:relative;display:flex;align-items:center;gap:1rem;min-height:3.75rem;padding:0 1rem}
.bar ::slotted([slot=menu]){flex:1}
:host([data-search-open]) .bar ::slotted([slot=menu]){visibility:hidden}
${MENU_SEARCH_STYLES}`;

const schema = { kind: attribute.oneOf(['slide-in', 'fullscreen'] as const, 'slide-in') };

function SearchHostView({ host }: ElementViewProps<Record<string, never>>) {
  return (
    <div className="bar">
      <slot name="logo" />
      <slot name="menu" />
      <MenuSearch host={host} />
    </div>
  );
}

function OverlayHostView({ host, attributes }: ElementViewProps<typeof schema>) {
  return (
    <div className="bar">
      <slot name="logo" />
      <slot name="menu" />
      <OverlayMenu host={host} kind={parseOverlayKind(attributes.kind) ?? 'slide-in'} />
    </div>
  );
}

function CombinedHostView({ host, attributes }: ElementViewProps<typeof schema>) {
  return (
    <div className="bar">
      <slot name="logo" />
      <slot name="menu" />
      <MenuSearch host={host} />
      <OverlayMenu host={host} kind={parseOverlayKind(attributes.kind) ?? 'slide-in'} />
    </div>
  );
}

export const SEARCH_HOST = 'pb-test-search-host';
export const OVERLAY_HOST = 'pb-test-overlay-host';
export const COMBINED_HOST = 'pb-test-combined-host';

export function defineSearchHost(tag: `pb-${string}` = SEARCH_HOST): void {
  defineElement(tag, createElementClass({ tag, attributes: {}, styles: HOST_STYLES, View: SearchHostView }));
}

export function defineOverlayHost(tag: `pb-${string}` = OVERLAY_HOST): void {
  defineElement(tag, createElementClass({ tag, attributes: schema, styles: HOST_STYLES, View: OverlayHostView }));
}

export function defineCombinedHost(tag: `pb-${string}` = COMBINED_HOST): void {
  defineElement(tag, createElementClass({ tag, attributes: schema, styles: HOST_STYLES, View: CombinedHostView }));
}

/** An element in `host`'s shadow root by part name. */
export function part<T extends HTMLElement = HTMLElement>(host: Element, name: string): T {
  const element = host.shadowRoot?.querySelector<T>(`[part~="${name}"]`);
  if (!element) throw new Error(`no part ${name}`);
  return element;
}

/** The deepest focused element, through shadow roots. */
export function deepActiveElement(): Element | null {
  let active: Element | null = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

export const LOGO = '<a slot="logo" href="/" style="display:block;width:120px;height:40px;background:#036;color:#fff">Logo</a>';
export const MENU = '<nav slot="menu" aria-label="Main"><ul style="display:flex;gap:1rem;list-style:none;margin:0;padding:0"><li><a href="#a">Home</a></li><li><a href="#b">About</a></li></ul></nav>';
export const SEARCH_FORM =
  '<form role="search" slot="search" action="/search"><label for="hs-field">Search the site</label><input id="hs-field" type="search" name="s"><button>Search</button></form>';
export const OVERLAY_NAV = `<nav slot="overlay-menu" aria-label="Main menu"><ul>
  <li><a href="#home">Home</a></li>
  <li><a href="#shop">Shop</a><ul><li><a href="#chairs">Chairs</a></li><li><a href="#tables">Tables</a></li></ul></li>
  <li><a href="#contact">Contact</a></li>
</ul></nav>`;
