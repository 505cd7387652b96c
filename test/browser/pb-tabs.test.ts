/**
 * <pb-tabs> (SPEC.md §2 "Page hash", §9 "Stacked tabs: 768 px"; WAI-ARIA Tabs pattern).
 */
import { expect } from 'chai';
import { emulateMedia, sendKeys, setViewport } from '@web/test-runner-commands';
import '../../elements/pb-tabs';
import { captureConsole, cleanupFixtures, fixture, frames, upgraded, wait, waitFor, withLiveListeners } from './helpers';

const PRODUCT_TABS = `
  <pb-tabs id="product-tabs" label="Product details">
    <h3>Description</h3><div><p>A sturdy chair.</p></div>
    <h3 data-name="specs">Specifications</h3><div><p>Oak, 80 cm.</p></div>
    <h3>Reviews</h3><div><p>Five stars.</p></div>
  </pb-tabs>`;

function tabsOf(element: Element): HTMLElement[] {
  return [...element.querySelectorAll<HTMLElement>('[role=tab]')];
}

function selectedIndex(element: Element): number {
  return tabsOf(element).findIndex((tab) => tab.getAttribute('aria-selected') === 'true');
}

function visiblePanels(element: Element): string[] {
  return [...element.querySelectorAll<HTMLElement>('[role=tabpanel]')]
    .filter((panel) => panel.offsetHeight > 0)
    .map((panel) => panel.textContent!.trim());
}

async function setHash(hash: string): Promise<void> {
  location.hash = hash;
  await wait(30);
}

describe('pb-tabs', () => {
  afterEach(() => {
    cleanupFixtures();
    history.replaceState(null, '', location.pathname + location.search);
  });

  it('applies the Tabs pattern: tablist, tabs and panels linked by id, only the selected panel shown', async () => {
    const tabs = fixture(PRODUCT_TABS);
    await upgraded(tabs);
    const tablist = tabs.shadowRoot!.querySelector('[role=tablist]')!;
    expect(tablist.getAttribute('aria-label')).to.equal('Product details');
    const headings = tabsOf(tabs);
    expect(headings).to.have.length(3);
    headings.forEach((tab, index) => {
      const panel = document.getElementById(tab.getAttribute('aria-controls')!)!;
      expect(panel.getAttribute('role')).to.equal('tabpanel');
      expect(panel.getAttribute('aria-labelledby')).to.equal(tab.id);
      expect(tab.assignedSlot?.name).to.equal('tab');
      expect(tab.tabIndex).to.equal(index === 0 ? 0 : -1);
    });
    expect(selectedIndex(tabs)).to.equal(0);
    expect(visiblePanels(tabs)).to.deep.equal(['A sturdy chair.']);
  });

  it('switches by click and fires pb-tab-change with index, previousIndex and name', async () => {
    const tabs = fixture(PRODUCT_TABS);
    await upgraded(tabs);
    const events: Array<CustomEvent> = [];
    document.addEventListener('pb-tab-change', (event) => events.push(event), { once: true });
    tabsOf(tabs)[2]!.click();
    await waitFor(() => selectedIndex(tabs) === 2, 'third tab selected');
    expect(visiblePanels(tabs)).to.deep.equal(['Five stars.']);
    await waitFor(() => events.length === 1, 'pb-tab-change');
    expect(events[0]!.detail).to.deep.equal({ index: 2, previousIndex: 0, name: 'reviews' });
    expect(events[0]!.target).to.equal(tabs);
  });

  it('keyboard: arrows move focus and selection with wrap, Home and End go to the ends', async () => {
    const tabs = fixture(PRODUCT_TABS);
    await upgraded(tabs);
    tabsOf(tabs)[0]!.focus();
    await sendKeys({ press: 'ArrowRight' });
    await waitFor(() => selectedIndex(tabs) === 1, 'ArrowRight');
    expect(document.activeElement).to.equal(tabsOf(tabs)[1]);
    await sendKeys({ press: 'End' });
    await waitFor(() => selectedIndex(tabs) === 2, 'End');
    await sendKeys({ press: 'ArrowRight' });
    await waitFor(() => selectedIndex(tabs) === 0, 'wrap to the first');
    expect(document.activeElement).to.equal(tabsOf(tabs)[0]);
    await sendKeys({ press: 'ArrowLeft' });
    await waitFor(() => selectedIndex(tabs) === 2, 'wrap to the last');
    await sendKeys({ press: 'Home' });
    await waitFor(() => selectedIndex(tabs) === 0, 'Home');
    expect(document.activeElement).to.equal(tabsOf(tabs)[0]);
  });

  it('right to left (APG): with <html dir="rtl">, Left selects the next tab and Right the previous, wrapping', async () => {
    document.documentElement.dir = 'rtl';
    try {
      const tabs = fixture(PRODUCT_TABS);
      await upgraded(tabs);
      tabsOf(tabs)[0]!.focus();
      await sendKeys({ press: 'ArrowLeft' });
      await waitFor(() => selectedIndex(tabs) === 1, 'ArrowLeft: the next tab');
      expect(document.activeElement).to.equal(tabsOf(tabs)[1]);
      expect(tabsOf(tabs)[1]!.getBoundingClientRect().right, 'the next tab lies to the left').to.be.at.most(tabsOf(tabs)[0]!.getBoundingClientRect().left + 1);
      await sendKeys({ press: 'ArrowRight' });
      await waitFor(() => selectedIndex(tabs) === 0, 'ArrowRight: the previous tab');
      await sendKeys({ press: 'ArrowRight' });
      await waitFor(() => selectedIndex(tabs) === 2, 'wrap to the last');
    } finally {
      document.documentElement.removeAttribute('dir');
    }
  });

  it('right to left: dir="rtl" on the element itself mirrors Left and Right too; Down and Up keep their meaning', async () => {
    const tabs = fixture(PRODUCT_TABS.replace('<pb-tabs ', '<pb-tabs dir="rtl" '));
    await upgraded(tabs);
    tabsOf(tabs)[0]!.focus();
    await sendKeys({ press: 'ArrowLeft' });
    await waitFor(() => selectedIndex(tabs) === 1, 'ArrowLeft: the next tab');
    await sendKeys({ press: 'ArrowDown' });
    await waitFor(() => selectedIndex(tabs) === 2, 'ArrowDown: the next tab');
    await sendKeys({ press: 'ArrowUp' });
    await waitFor(() => selectedIndex(tabs) === 1, 'ArrowUp: the previous tab');
  });

  it('Tab moves from the selected tab into its panel (one tab stop for the tab list)', async () => {
    const tabs = fixture(PRODUCT_TABS);
    await upgraded(tabs);
    tabsOf(tabs)[0]!.focus();
    await sendKeys({ press: 'Tab' });
    expect(document.activeElement?.getAttribute('role')).to.equal('tabpanel');
    expect(document.activeElement?.textContent?.trim()).to.equal('A sturdy chair.');
  });

  it('a hash id|index switches the tab module with that id, also as one of several segments (SPEC §2)', async () => {
    const tabs = fixture(PRODUCT_TABS);
    await upgraded(tabs);
    await setHash('#product-tabs|2');
    await waitFor(() => selectedIndex(tabs) === 2, 'hash selects the third tab');
    await setHash('#gallery-1|nature|2||product-tabs|1');
    await waitFor(() => selectedIndex(tabs) === 1, 'segment selects the second tab');
    await setHash('#other-tabs|0');
    expect(selectedIndex(tabs), 'another module id leaves it alone').to.equal(1);
  });

  it('a hash starting with tab- or matching a tab name opens that tab on load (SPEC §2)', async () => {
    history.replaceState(null, '', '#tab-reviews');
    const byPrefix = fixture(PRODUCT_TABS.replace('product-tabs', 'tabs-a'));
    await upgraded(byPrefix);
    expect(selectedIndex(byPrefix)).to.equal(2);
    history.replaceState(null, '', '#specs');
    const byName = fixture(PRODUCT_TABS.replace('product-tabs', 'tabs-b'));
    await upgraded(byName);
    expect(selectedIndex(byName)).to.equal(1);
    expect(visiblePanels(byName)).to.deep.equal(['Oak, 80 cm.']);
  });

  it('a percent-encoded hash is decoded before it is stripped: #tab-re<v>iews (sent as %3Cv%3E) opens the reviews tab on load and on change (SPEC §2)', async () => {
    history.replaceState(null, '', '#tab-re<v>iews');
    expect(location.hash, 'the address bar holds it encoded').to.equal('#tab-re%3Cv%3Eiews');
    const onLoad = fixture(PRODUCT_TABS.replace('product-tabs', 'tabs-c'));
    await upgraded(onLoad);
    expect(selectedIndex(onLoad)).to.equal(2);
    cleanupFixtures();
    history.replaceState(null, '', location.pathname + location.search);
    const onChange = fixture(PRODUCT_TABS);
    await upgraded(onChange);
    await setHash('#product-tabs%7C1');
    await waitFor(() => selectedIndex(onChange) === 1, 'an encoded bar (%7C) selects the second tab');
    await setHash('#tab-re%3Cv%3Eiews');
    await waitFor(() => selectedIndex(onChange) === 2, 'the encoded tab name selects the reviews tab');
  });

  it('a malformed escape in the hash (#tab-%E0%A4%A) throws nothing: the raw text is used', async () => {
    const { errors } = await captureConsole(async () => {
      const thrown: unknown[] = [];
      const record = (event: ErrorEvent): void => void thrown.push(event.error);
      window.addEventListener('error', record);
      try {
        history.replaceState(null, '', '#tab-%E0%A4%A');
        const onLoad = fixture(PRODUCT_TABS);
        await upgraded(onLoad);
        expect(selectedIndex(onLoad), 'nothing matches: the active tab').to.equal(0);
        await setHash('#tab-%E0%A4%A||product-tabs|2');
        await waitFor(() => selectedIndex(onLoad) === 2, 'the valid segment still applies');
      } finally {
        window.removeEventListener('error', record);
      }
      expect(thrown).to.deep.equal([]);
    });
    expect(errors).to.deep.equal([]);
  });

  it('the active attribute chooses the tab open on load', async () => {
    const tabs = fixture(PRODUCT_TABS.replace('<pb-tabs ', '<pb-tabs active="1" '));
    await upgraded(tabs);
    expect(selectedIndex(tabs)).to.equal(1);
  });

  it('the special reviews anchor opens the reviews tab and focuses it', async () => {
    const page = fixture(`<div><a href="#reviews" class="woocommerce-review-link">3 reviews</a>${PRODUCT_TABS}</div>`);
    const tabs = page.querySelector('pb-tabs')!;
    await upgraded(tabs);
    page.querySelector('a')!.click();
    await waitFor(() => selectedIndex(tabs) === 2, 'reviews tab');
    expect(document.activeElement).to.equal(tabsOf(tabs)[2]);
    expect(location.hash, 'the link does not navigate').to.equal('');
  });

  it('stacks the tabs below 768 px and says so with aria-orientation (SPEC §9)', async () => {
    await setViewport({ width: 1024, height: 800 });
    const tabs = fixture(PRODUCT_TABS);
    await upgraded(tabs);
    const tablist = tabs.shadowRoot!.querySelector<HTMLElement>('[part=tablist]')!;
    expect(getComputedStyle(tablist).flexDirection).to.equal('row');
    expect(tablist.getAttribute('aria-orientation')).to.equal('horizontal');
    await setViewport({ width: 767, height: 800 });
    await waitFor(() => tablist.getAttribute('aria-orientation') === 'vertical', 'vertical orientation');
    expect(getComputedStyle(tablist).flexDirection).to.equal('column');
    const [first, second] = tabsOf(tabs);
    expect(second!.getBoundingClientRect().top).to.be.greaterThan(first!.getBoundingClientRect().top);
    await setViewport({ width: 1280, height: 800 });
  });

  it('follows tabs added later by a script', async () => {
    const tabs = fixture(PRODUCT_TABS);
    await upgraded(tabs);
    const heading = document.createElement('h3');
    heading.textContent = 'Shipping';
    const panel = document.createElement('div');
    panel.textContent = 'Ships in two days.';
    // Clicked the moment it shows as a tab (before React's passive effects, as on a busy machine).
    const clickedOnceATab = new Promise<void>((resolve) => {
      const observer = new MutationObserver(() => {
        if (heading.getAttribute('role') !== 'tab') return;
        observer.disconnect();
        heading.click();
        resolve();
      });
      observer.observe(heading, { attributes: true, attributeFilter: ['role'] });
    });
    tabs.append(heading, panel);
    await clickedOnceATab;
    await waitFor(() => selectedIndex(tabs) === 3, 'new tab selectable', 10_000);
    expect(visiblePanels(tabs)).to.deep.equal(['Ships in two days.']);
  });

  it('missing children: a heading without panel and a tabs element without headings warn and keep the content', async () => {
    const { warnings } = await captureConsole(async () => {
      const lonely = fixture('<pb-tabs><h3>One</h3><div>First</div><h3>Orphan</h3></pb-tabs>');
      const empty = fixture('<pb-tabs><p>Just text</p></pb-tabs>');
      await upgraded(lonely);
      await upgraded(empty);
      expect(tabsOf(lonely)).to.have.length(1);
      expect(empty.querySelector('p')!.offsetHeight).to.be.greaterThan(0);
    });
    expect(warnings.some((text) => text.includes('[pb-tabs]') && text.includes('"Orphan" has no panel'))).to.equal(true);
    expect(warnings.some((text) => text.includes('[pb-tabs] found no tabs'))).to.equal(true);
  });

  it('removing the element removes every listener it added to the window and document', async () => {
    await withLiveListeners(async (live) => {
      const page = fixture(`<div><a href="#reviews">reviews</a>${PRODUCT_TABS}</div>`);
      const tabs = page.querySelector('pb-tabs')!;
      await upgraded(tabs);
      expect(live.size, 'hash, reviews link and resize listeners').to.be.greaterThan(0);
      page.remove();
      await waitFor(() => live.size === 0, 'every listener removed');
    });
  });

  it('text from the headings never becomes markup', async () => {
    const tabs = fixture('<pb-tabs><h3>&lt;img src=x onerror="window.pwned=1"&gt;</h3><div>Panel</div></pb-tabs>');
    await upgraded(tabs);
    expect(tabs.querySelector('img')).to.equal(null);
    expect(tabs.shadowRoot!.querySelector('img')).to.equal(null);
    expect((window as { pwned?: number }).pwned).to.equal(undefined);
  });

  it('prints every panel right after its own heading, in every browser: no sibling-index() needed', async () => {
    const tabs = fixture(PRODUCT_TABS);
    await upgraded(tabs);
    // As in a browser without CSS sibling-index(): any rule that uses it is taken out.
    const sheets = [...tabs.shadowRoot!.adoptedStyleSheets, ...[...tabs.shadowRoot!.querySelectorAll('style')].map((style) => style.sheet!)];
    const withoutSiblingIndex = (rules: CSSRuleList): void => {
      for (let index = rules.length - 1; index >= 0; index -= 1) {
        const rule = rules[index]!;
        if (rule instanceof CSSGroupingRule) withoutSiblingIndex(rule.cssRules);
        else if (rule.cssText.includes('sibling-index')) (rule.parentRule as CSSGroupingRule | null ?? rule.parentStyleSheet!).deleteRule(index);
      }
    };
    sheets.forEach((sheet) => withoutSiblingIndex(sheet.cssRules));
    await emulateMedia({ media: 'print' });
    try {
      await frames(2);
      const order = [...tabs.children]
        .map((child) => ({ text: child.textContent!.trim(), top: child.getBoundingClientRect().top }))
        .sort((a, b) => a.top - b.top)
        .map((child) => child.text);
      expect(order).to.deep.equal(['Description', 'A sturdy chair.', 'Specifications', 'Oak, 80 cm.', 'Reviews', 'Five stars.']);
    } finally {
      await emulateMedia({ media: 'screen' });
    }
  });
});
