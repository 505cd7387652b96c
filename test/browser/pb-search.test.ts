/**
 * <pb-search> (SPEC.md §1 "menu search and search boxes", §9 "Search padding adds 30 px").
 * Every form posts into a hidden iframe, so a submit the element fails to stop cannot unload
 * the test page.
 */
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import '../../elements/pb-search';
import { SEARCH_CRITICAL_CSS } from '../../react-core/search/critical-css';
import { captureConsole, cleanupFixtures, fixture, nextFrame, submitInPlace, upgraded, wait, waitFor } from './helpers';

const SINK = 'pb-search-sink';

function searchBox(attributes = '', inner = '<input type="search" name="s" style="padding-right:10px;width:200px">'): string {
  return `
    <pb-search ${attributes}>
      <form role="search" action="/search" method="get" target="${SINK}">
        ${inner}
        <button type="submit" style="width:30px;height:30px">S</button>
      </form>
    </pb-search>`;
}

function partsOf(element: HTMLElement) {
  return {
    form: element.querySelector('form')!,
    input: element.querySelector('input')!,
    button: element.querySelector('button')!,
  };
}

function statusText(element: HTMLElement): string {
  return element.shadowRoot!.querySelector('[part=status]')!.textContent ?? '';
}

/** Submits like a visitor and reports whether the default action (navigation) was prevented. */
async function submitByButton(element: HTMLElement): Promise<boolean> {
  let prevented = false;
  const observe = (event: Event): void => {
    prevented = event.defaultPrevented;
  };
  document.addEventListener('submit', observe);
  partsOf(element).button.click();
  await wait(0);
  document.removeEventListener('submit', observe);
  return prevented;
}

describe('pb-search', () => {
  let sink: HTMLIFrameElement;
  let style: HTMLStyleElement;
  before(() => {
    // As on a page: the loader's critical CSS applies until the element is enhanced.
    style = document.createElement('style');
    style.textContent = SEARCH_CRITICAL_CSS;
    document.head.append(style);
    sink = document.createElement('iframe');
    sink.name = SINK;
    sink.hidden = true;
    document.body.append(sink);
  });
  after(() => {
    sink.remove();
    style.remove();
  });
  afterEach(cleanupFixtures);

  it('the label attribute names a field that has no accessible name', async () => {
    const element = fixture(searchBox('label="Search the site"'));
    await upgraded(element);
    expect(partsOf(element).input.getAttribute('aria-label')).to.equal('Search the site');
  });

  it('a field with its own label keeps it (no aria-label added)', async () => {
    const element = fixture(searchBox('label="Ignored"', '<label for="own-s">Find</label><input id="own-s" type="search" name="s">'));
    await upgraded(element);
    expect(partsOf(element).input.hasAttribute('aria-label')).to.equal(false);
  });

  it('warns, naming the element, when the field has no accessible name at all', async () => {
    const { warnings } = await captureConsole(async () => {
      const element = fixture(searchBox('', '<input type="search" name="s" data-nameless>'));
      await upgraded(element);
    });
    expect(warnings.some((text) => text.includes('[pb-search]') && text.includes('accessible name'))).to.equal(true);
  });

  it('passes the placeholder attribute to a field without one, and keeps the author\'s own', async () => {
    const element = fixture(searchBox('label="Search" placeholder="Search…"'));
    await upgraded(element);
    expect(partsOf(element).input.placeholder).to.equal('Search…');
    const own = fixture(searchBox('label="Search" placeholder="No"', '<input type="search" name="s" placeholder="Mine">'));
    await upgraded(own);
    expect(partsOf(own).input.placeholder).to.equal('Mine');
  });

  it('search padding adds 30 px: the end padding grows by 30 px and the button lies over the field', async () => {
    const element = fixture(searchBox('label="Search"'));
    await upgraded(element);
    const { input, button } = partsOf(element);
    expect(getComputedStyle(input).paddingRight).to.equal('40px');
    expect(getComputedStyle(button).position).to.equal('absolute');
    const field = input.getBoundingClientRect();
    const overlay = button.getBoundingClientRect();
    expect(Math.abs(overlay.right - field.right) < 1, 'button at the end of the field').to.equal(true);
  });

  it('show-button="off" hides the button and leaves the padding alone', async () => {
    const element = fixture(searchBox('label="Search" show-button="off"'));
    await upgraded(element);
    const { input, button } = partsOf(element);
    expect(getComputedStyle(input).paddingRight).to.equal('10px');
    expect(getComputedStyle(button).display).to.equal('none');
  });

  it('expand: collapsed to its button, a click expands and focuses the field, Escape collapses and returns focus', async () => {
    const element = fixture(searchBox('label="Search" expand'));
    await upgraded(element);
    const { input, button } = partsOf(element);
    expect(input.getBoundingClientRect().width < 1, 'collapsed: the field takes no width').to.equal(true);
    expect(Math.abs(button.getBoundingClientRect().left - input.getBoundingClientRect().left) < 1, 'the button stands at the field').to.equal(true);
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    expect(button.getAttribute('aria-controls')).to.equal(input.id);
    const prevented = await submitByButton(element);
    expect(prevented, 'a click on the collapsed button does not search').to.equal(false);
    await nextFrame();
    expect(document.activeElement === input, 'the field has the focus').to.equal(true);
    expect(input.getBoundingClientRect().width).to.equal(200);
    expect(Math.abs(button.getBoundingClientRect().right - input.getBoundingClientRect().right) < 1, 'the button over the end').to.equal(true);
    expect(button.getAttribute('aria-expanded')).to.equal('true');
    await sendKeys({ press: 'Escape' });
    await nextFrame();
    expect(document.activeElement === button, 'focus back on the button').to.equal(true);
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    expect(input.getBoundingClientRect().width < 1, 'collapsed again').to.equal(true);
  });

  it('expand: focusing the field (Tab) expands it', async () => {
    const element = fixture(searchBox('label="Search" expand'));
    await upgraded(element);
    const { input, button } = partsOf(element);
    input.focus();
    await nextFrame();
    expect(button.getAttribute('aria-expanded')).to.equal('true');
  });

  it('an empty search is not sent: the field gets the focus and a polite message is announced', async () => {
    const element = fixture(searchBox('label="Search"'));
    await upgraded(element);
    const { input } = partsOf(element);
    input.value = '   ';
    let fired = false;
    element.addEventListener('pb-search', () => (fired = true));
    expect(await submitByButton(element)).to.equal(true);
    expect(fired).to.equal(false);
    expect(document.activeElement === input).to.equal(true);
    await waitFor(() => statusText(element) === 'Please enter a search term.', 'the message');
    expect(element.shadowRoot!.querySelector('[part=status]')!.getAttribute('role')).to.equal('status');
  });

  it('fires pb-search with the trimmed query and lets the form search', async () => {
    const element = fixture(searchBox('label="Search"'));
    await upgraded(element);
    partsOf(element).input.value = '  hiking   boots ';
    const queries: string[] = [];
    element.addEventListener('pb-search', (event) => queries.push(event.detail.query));
    expect(await submitByButton(element)).to.equal(false);
    expect(queries).to.deep.equal(['hiking boots']);
  });

  it('pb-search is cancelable: a listener that cancels it handles the search itself', async () => {
    const element = fixture(searchBox('label="Search"'));
    await upgraded(element);
    partsOf(element).input.value = 'tent';
    element.addEventListener('pb-search', (event) => event.preventDefault());
    expect(await submitByButton(element)).to.equal(true);
  });

  describe('busy while the results page loads', () => {
    /** Submits to this window like a visitor (the test page stays). */
    async function searchInPlace(element: HTMLElement): Promise<void> {
      const { form, input } = partsOf(element);
      form.target = '_self';
      input.value = 'tent';
      await submitInPlace(form);
    }
    const overlays = (): HTMLElement[] => [...document.querySelectorAll<HTMLElement>('.pb-loading-overlay')];

    it('shows the loading indicator on the button, and a search the visitor stops (navigateerror) leaves nothing busy', async () => {
      const element = fixture(searchBox('label="Search"'));
      await upgraded(element);
      await searchInPlace(element);
      const { form, button } = partsOf(element);
      expect(button.getAttribute('aria-busy')).to.equal('true');
      expect(button.querySelector('.pb-loading')).to.not.equal(null);
      expect(form.getAttribute('aria-busy')).to.equal('true');
      // What Chromium fires when the visitor presses Stop or Escape while the results page loads.
      (window as unknown as { navigation: EventTarget }).navigation.dispatchEvent(new Event('navigateerror'));
      expect(button.hasAttribute('aria-busy')).to.equal(false);
      expect(button.querySelector('.pb-loading')).to.equal(null);
      expect(form.hasAttribute('aria-busy')).to.equal(false);
    });

    it('show-button="off": the indicator shows over the field, and goes with the page', async () => {
      const element = fixture(searchBox('label="Search" show-button="off"'));
      await upgraded(element);
      await searchInPlace(element);
      const { form, input } = partsOf(element);
      expect(form.getAttribute('aria-busy')).to.equal('true');
      await waitFor(() => overlays().length === 1, 'an indicator over the field');
      const overlay = overlays()[0]!.getBoundingClientRect();
      const field = input.getBoundingClientRect();
      expect(overlay.left + overlay.width / 2).to.be.closeTo(field.left + field.width / 2, 2);
      window.dispatchEvent(new PageTransitionEvent('pagehide'));
      expect(overlays()).to.have.length(0);
      expect(form.hasAttribute('aria-busy')).to.equal(false);
    });
  });

  it('removal restores the author\'s field and button', async () => {
    const element = fixture(searchBox('label="Search" expand'));
    await upgraded(element);
    const { input, button } = partsOf(element);
    element.remove();
    await wait(20);
    expect(input.getAttribute('style')).to.equal('padding-right:10px;width:200px');
    expect(button.getAttribute('style')).to.equal('width:30px;height:30px');
    expect(input.hasAttribute('aria-label')).to.equal(false);
  });
});
