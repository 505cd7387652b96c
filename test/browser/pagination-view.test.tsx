/**
 * The shared pagination control (SPEC.md §4 "Pagination", §3 "the words for previous and next"),
 * rendered in a shadow root with its own styles, as `pb-portfolio` and `pb-gallery` use it.
 */
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { paginationLinks } from '../../react-core/pagination/page-window';
import { PaginationView, paginationStyles } from '../../react-core/pagination/pagination-view';
import { resetPageConfig } from '../../react-core/runtime/page-config';
import { cleanupFixtures, fixture, waitFor } from './helpers';

interface Harness {
  nav: () => HTMLElement;
  selected: number[];
  setDisabled: (disabled: boolean) => void;
}

let root: Root | undefined;

/** Mounts the control for `total` pages starting on `page`; choosing a page shows it. */
async function mount(page: number, total: number, { links = false } = {}): Promise<Harness> {
  const host = fixture('<div></div>');
  const shadow = host.attachShadow({ mode: 'open' });
  const style = document.createElement('style');
  style.textContent = paginationStyles;
  const container = document.createElement('div');
  shadow.append(style, container);
  const selected: number[] = [];
  let setDisabled: (disabled: boolean) => void = () => undefined;
  function Host() {
    const [active, setActive] = useState(page);
    const [disabled, setDisabledState] = useState(false);
    setDisabled = setDisabledState;
    return (
      <PaginationView
        links={paginationLinks(active, total)}
        label="Project pages"
        disabled={disabled}
        hrefFor={links ? (target) => `#work|all|${target}` : undefined}
        onSelect={(target) => {
          selected.push(target);
          setActive(target);
        }}
      />
    );
  }
  root = createRoot(container);
  root.render(<Host />);
  const nav = (): HTMLElement => shadow.querySelector('nav')!;
  await waitFor(() => nav() !== null, 'the pagination to render');
  return { nav, selected, setDisabled: (disabled) => setDisabled(disabled) };
}

function controls(nav: HTMLElement): HTMLElement[] {
  return [...nav.querySelectorAll<HTMLElement>('a, button')];
}

function texts(nav: HTMLElement): string[] {
  return controls(nav).map((control) => control.textContent!.trim());
}

function current(nav: HTMLElement): HTMLElement | null {
  return nav.querySelector('[aria-current=page]');
}

describe('pagination view', () => {
  afterEach(() => {
    root?.unmount();
    root = undefined;
    cleanupFixtures();
    delete window.pbConfig;
    resetPageConfig();
  });

  it('is a navigation landmark named by its label, the active page marked aria-current="page"', async () => {
    const { nav } = await mount(2, 6);
    expect(nav().getAttribute('aria-label')).to.equal('Project pages');
    expect(current(nav())!.textContent).to.equal('2');
    expect(nav().querySelectorAll('[aria-current]')).to.have.length(1);
  });

  it('SPEC §4: the previous link is hidden on page 1 and the next link on the last page', async () => {
    const first = await mount(1, 3);
    expect(texts(first.nav())).to.deep.equal(['1', '2', '3', 'Next']);
    root!.unmount();
    const last = await mount(3, 3);
    expect(texts(last.nav())).to.deep.equal(['Previous', '1', '2', '3']);
  });

  it('SPEC §4/§9: only a window of page numbers is shown (the first 4, then 4 around the active page)', async () => {
    const start = await mount(2, 10);
    expect(texts(start.nav())).to.deep.equal(['Previous', '1', '2', '3', '4', 'Next']);
    root!.unmount();
    const middle = await mount(6, 10);
    expect(texts(middle.nav())).to.deep.equal(['Previous', '4', '5', '6', '7', 'Next']);
  });

  it('SPEC §3: the previous/next words come from the page configuration messages', async () => {
    window.pbConfig = { messages: { previous: 'Zurück', next: 'Weiter' } };
    resetPageConfig();
    const { nav } = await mount(2, 3);
    expect(texts(nav())).to.deep.equal(['Zurück', '1', '2', '3', 'Weiter']);
  });

  it('with hrefFor the controls are real links; a plain click selects in place without following them', async () => {
    const before = location.href;
    const { nav, selected } = await mount(1, 5, { links: true });
    const pageThree = controls(nav()).find((control) => control.textContent === '3') as HTMLAnchorElement;
    expect(pageThree.tagName).to.equal('A');
    expect(pageThree.getAttribute('href')).to.equal('#work|all|3');
    pageThree.click();
    await waitFor(() => current(nav())?.textContent === '3', 'page 3 to be current');
    expect(selected).to.deep.equal([3]);
    expect(location.href).to.equal(before);
  });

  it('without hrefFor the controls are buttons, operable from the keyboard', async () => {
    const { nav, selected } = await mount(1, 5);
    const next = controls(nav()).find((control) => control.textContent === 'Next')!;
    expect(next.tagName).to.equal('BUTTON');
    next.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => current(nav())?.textContent === '2', 'page 2 after Enter');
    await sendKeys({ press: 'Space' });
    await waitFor(() => current(nav())?.textContent === '3', 'page 3 after Space');
    expect(selected).to.deep.equal([2, 3]);
  });

  it('a control that disappears under the focus hands it to the current page', async () => {
    const { nav } = await mount(2, 5);
    const previous = controls(nav()).find((control) => control.textContent === 'Previous')!;
    previous.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => current(nav())?.textContent === '1', 'page 1');
    const shadow = nav().getRootNode() as ShadowRoot;
    await waitFor(() => shadow.activeElement === current(nav()), 'the focus on the current page');
  });

  it('SPEC §4: concurrent page changes are blocked: while disabled a choice is ignored', async () => {
    const harness = await mount(1, 5);
    harness.setDisabled(true);
    await waitFor(() => controls(harness.nav())[0]!.getAttribute('aria-disabled') === 'true', 'aria-disabled');
    controls(harness.nav()).find((control) => control.textContent === '2')!.click();
    controls(harness.nav()).find((control) => control.textContent === 'Next')!.click();
    expect(harness.selected).to.deep.equal([]);
    expect(current(harness.nav())!.textContent).to.equal('1');
  });

  it('changing pages moves none of the numbers: previous and next keep their room while hidden', async () => {
    const { nav } = await mount(1, 4);
    const positions = (): number[] =>
      controls(nav())
        .filter((control) => /^\d+$/.test(control.textContent!))
        .map((control) => control.getBoundingClientRect().left);
    const before = positions();
    controls(nav()).find((control) => control.textContent === '2')!.click();
    await waitFor(() => current(nav())?.textContent === '2', 'page 2');
    expect(positions()).to.deep.equal(before);
    const hiddenNext = nav().querySelector<HTMLElement>('[part~=placeholder]');
    expect(hiddenNext).to.equal(null);
    controls(nav()).find((control) => control.textContent === '4')!.click();
    await waitFor(() => current(nav())?.textContent === '4', 'page 4');
    expect(positions()).to.deep.equal(before);
    const placeholder = nav().querySelector<HTMLElement>('[part~=placeholder]')!;
    expect(getComputedStyle(placeholder).visibility).to.equal('hidden');
    expect(placeholder.getAttribute('aria-hidden')).to.equal('true');
  });

  it('the focus follows a chosen number when the window moves; the numbers keep their boxes, only their text changes', async () => {
    const { nav } = await mount(3, 10);
    const boxes = (): string[] =>
      controls(nav()).map((control) => {
        const { left, top } = control.getBoundingClientRect();
        return `${left},${top}`;
      });
    const before = boxes();
    const four = controls(nav()).find((control) => control.textContent === '4')!;
    four.focus();
    await sendKeys({ press: 'Enter' });
    await waitFor(() => current(nav())?.textContent === '4', 'page 4');
    expect(texts(nav())).to.deep.equal(['Previous', '2', '3', '4', '5', 'Next']);
    expect(boxes()).to.deep.equal(before);
    const shadow = nav().getRootNode() as ShadowRoot;
    await waitFor(() => shadow.activeElement === current(nav()), 'the focus on page 4');
  });

  it('below 28rem the numbers take a line of their own above previous and next, whatever their count', async () => {
    const { nav } = await mount(1, 2);
    nav().style.width = '300px';
    const [previous, one, , next] = [nav().querySelector<HTMLElement>('[part~=previous]')!, ...controls(nav())];
    expect(previous.getBoundingClientRect().top).to.be.greaterThan(one!.getBoundingClientRect().bottom - 1);
    expect(next!.getBoundingClientRect().top).to.equal(previous.getBoundingClientRect().top);
    nav().style.width = '600px';
    expect(previous.getBoundingClientRect().top).to.equal(one!.getBoundingClientRect().top);
  });

  it('shows a visible focus ring on a focused control', async () => {
    const { nav } = await mount(1, 3);
    const next = controls(nav()).find((control) => control.textContent === 'Next')!;
    next.focus();
    await sendKeys({ press: 'Shift+Tab' });
    await sendKeys({ press: 'Tab' });
    const style = getComputedStyle(next);
    expect(style.outlineStyle).to.equal('solid');
    expect(parseFloat(style.outlineWidth)).to.be.at.least(2);
  });
});
