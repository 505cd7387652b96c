/** Shared markup and helpers of the pb-header browser tests. */
import { fixture, nextFrame, upgraded, wait } from './helpers';

export const LOGO =
  '<a slot="logo" href="/" class="logo"><img alt="Demo site" width="120" height="40" src="data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 width=%22120%22 height=%2240%22/%3E"></a>';

export function menu(count = 5): string {
  const items = Array.from({ length: count }, (_, index) => `<li><a href="#s${index + 1}">Item ${index + 1}</a></li>`).join('');
  return `<nav aria-label="Main"><ul class="menu-list">${items}</ul></nav>`;
}

/** Page CSS of the tests: a plain flex list with fixed-size items, a 60 px tall header. */
export const PAGE_CSS = `
  .menu-list { display: flex; gap: 10px; margin: 0; padding: 0; list-style: none; }
  .menu-list a { display: block; width: 70px; line-height: 20px; }
  pb-header { padding: 10px 20px; background: rgb(29, 53, 87); color: #fff; }
  pb-header a { color: #fff; }
  .logo, .logo img { display: block; }
  .after { height: 3000px; background: #eee; }
  .wraps .menu-list { flex-wrap: wrap; }
`;

export function addStyle(css: string): HTMLStyleElement {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  return style;
}

/** Mounts `<pb-header attrs>` with a logo and a menu, followed by tall content. */
export async function mountHeader(attributes = 'fixed', inner = `${LOGO}${menu()}`): Promise<{ header: HTMLElement; after: HTMLElement; page: HTMLElement }> {
  const page = fixture(`<div class="page"><pb-header ${attributes}>${inner}</pb-header><div class="after">Content</div></div>`);
  const header = page.querySelector('pb-header')!;
  await upgraded(header);
  return { header, after: page.querySelector<HTMLElement>('.after')!, page };
}

export function bar(header: HTMLElement): HTMLElement {
  return header.shadowRoot!.querySelector<HTMLElement>('[part=bar]')!;
}

/** Scrolls the window and lets the shared frame loop run (read, write and the follow-up frame). */
export async function scrollToY(y: number): Promise<void> {
  window.scrollTo(0, y);
  await nextFrame();
  await nextFrame();
  await nextFrame();
  await wait(30);
}
