/**
 * <pb-toggle> and <pb-accordion> (SPEC.md §4 "Accordion and toggles", §9 "Accordion slide 700 ms";
 * WAI-ARIA Accordion pattern).
 */
import { expect } from 'chai';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import '../../elements/pb-toggle';
import '../../elements/pb-accordion';
import { publishGate, RELEASE_EVENT } from '../../react-core/runtime/upgrade-gate';
import { TOGGLE_LIGHT_STYLES } from '../../react-core/toggle/toggle-styles';
import { TOGGLE_SLIDE_MS } from '../../react-core/toggle/toggle-state';
import { captureConsole, cleanupFixtures, finishAnimations, fixture, frames, holdNextAnimation, upgraded, wait, waitFor } from './helpers';

const ANSWER = '<p style="margin:0;height:120px">An answer tall enough to slide.</p>';
const TOGGLE = `<pb-toggle><details><summary>Question</summary>${ANSWER}</details></pb-toggle>`;
const ACCORDION = `
  <pb-accordion>
    <details open><summary>First</summary>${ANSWER}</details>
    <details><summary>Second</summary>${ANSWER}</details>
    <pb-toggle><details><summary>Third</summary>${ANSWER}</details></pb-toggle>
  </pb-accordion>`;

function summaryOf(details: HTMLDetailsElement): HTMLElement {
  return details.querySelector('summary')!;
}

/** True when nothing under `root` is sliding. */
function slideEnded(root: Element): boolean {
  return root.getAnimations({ subtree: true }).length === 0;
}

/**
 * Waits until the slide has ended and the element has taken it in: the details lose the slide's
 * inline overflow, then the view renders its settled state a task later (frames give it room).
 */
async function slideSettled(root: Element): Promise<void> {
  const details = root instanceof HTMLDetailsElement ? [root] : [...root.querySelectorAll('details')];
  await waitFor(() => slideEnded(root) && details.every((item) => !item.style.overflow), 'the slide to end');
  await frames(2);
}

function openStates(accordion: Element): boolean[] {
  return [...accordion.querySelectorAll('details')].map((details) => details.open);
}

describe('pb-toggle', () => {
  afterEach(cleanupFixtures);

  it('opens with a 700 ms slide and closes the same way (SPEC §9)', async () => {
    const toggle = fixture(TOGGLE);
    await upgraded(toggle);
    const details = toggle.querySelector('details')!;
    const closedHeight = details.offsetHeight;
    summaryOf(details).click();
    // Held half-way on the slide's own clock: what a visitor sees at 350 ms, on any machine.
    const [opening] = await holdNextAnimation(details, TOGGLE_SLIDE_MS / 2);
    expect(Number(opening!.effect!.getTiming().duration)).to.equal(TOGGLE_SLIDE_MS);
    const midHeight = details.getBoundingClientRect().height;
    expect(details.open, 'open while it slides').to.equal(true);
    expect(midHeight).to.be.greaterThan(closedHeight).and.lessThan(closedHeight + 120);
    finishAnimations(details);
    await slideSettled(details);
    expect(details.offsetHeight).to.equal(closedHeight + 120);
    summaryOf(details).click();
    await holdNextAnimation(details, TOGGLE_SLIDE_MS / 2);
    expect(details.open, 'still open while it slides closed').to.equal(true);
    finishAnimations(details);
    await waitFor(() => !details.open, 'the closing slide to end');
    expect(details.offsetHeight).to.equal(closedHeight);
  });

  it('clicks during the slide are ignored (SPEC §4)', async () => {
    const toggle = fixture(TOGGLE);
    await upgraded(toggle);
    const details = toggle.querySelector('details')!;
    summaryOf(details).click();
    await holdNextAnimation(details, 100);
    summaryOf(details).click();
    finishAnimations(details);
    await waitFor(() => slideEnded(details), 'the slide to end');
    await frames(2);
    expect(details.open).to.equal(true);
    expect(details.getAnimations().length, 'no second slide').to.equal(0);
  });

  it('fires pb-toggle-change with the new state', async () => {
    const toggle = fixture(TOGGLE);
    await upgraded(toggle);
    const states: boolean[] = [];
    toggle.addEventListener('pb-toggle-change', (event) => states.push(event.detail.open));
    const details = toggle.querySelector('details')!;
    summaryOf(details).click();
    await holdNextAnimation(details);
    finishAnimations(details);
    await slideSettled(details);
    summaryOf(details).click();
    await waitFor(() => states.length === 2, 'two events');
    expect(states).to.deep.equal([true, false]);
  });

  it('works from the keyboard: Enter and Space on the summary toggle it', async () => {
    const toggle = fixture(TOGGLE);
    await upgraded(toggle);
    const details = toggle.querySelector('details')!;
    summaryOf(details).focus();
    await sendKeys({ press: 'Enter' });
    // The 700 ms slide must end before the next key counts (keys during the slide are ignored).
    await waitFor(() => details.open && details.getAnimations({ subtree: true }).length === 0, 'the opening slide to end');
    await sendKeys({ press: 'Space' });
    await waitFor(() => !details.open, 'the toggle to close');
  });

  it('with prefers-reduced-motion it opens at once', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    try {
      const toggle = fixture(TOGGLE);
      await upgraded(toggle);
      const details = toggle.querySelector('details')!;
      const closedHeight = details.offsetHeight;
      summaryOf(details).click();
      await waitFor(() => details.open, 'the toggle to open');
      expect(details.getAnimations().length, 'no slide').to.equal(0);
      expect(details.offsetHeight).to.equal(closedHeight + 120);
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
    }
  });

  it('upgrading changes nothing on screen: an open details stays open at the same size', async () => {
    // As on a page with the loader: its critical CSS (the items' look) is there, and the loader
    // holds the first render until it releases the element.
    const criticalCss = document.createElement('style');
    criticalCss.textContent = TOGGLE_LIGHT_STYLES;
    document.head.append(criticalCss);
    let held = true;
    publishGate({ isHeld: () => held });
    try {
      const toggle = fixture(TOGGLE.replace('<details>', '<details open>'));
      const details = toggle.querySelector('details')!;
      const heightBefore = details.offsetHeight;
      expect(toggle.hasAttribute('data-enhanced'), 'held before the upgrade').to.equal(false);
      held = false;
      toggle.dispatchEvent(new Event(RELEASE_EVENT));
      await upgraded(toggle);
      expect(details.open).to.equal(true);
      expect(details.offsetHeight).to.equal(heightBefore);
    } finally {
      publishGate({ isHeld: () => false });
      criticalCss.remove();
    }
  });

  it('each summary is a target at least 24 px tall, and in print a closed item shows its content (issue 14)', async () => {
    const toggle = fixture(TOGGLE);
    await upgraded(toggle);
    const details = toggle.querySelector('details')!;
    expect(summaryOf(details).getBoundingClientRect().height).to.be.at.least(24);
    const answer = details.querySelector('p')!;
    expect(answer.checkVisibility({ contentVisibilityAuto: true }), 'closed on screen').to.equal(false);
    await emulateMedia({ media: 'print' });
    try {
      await frames(2);
      expect(answer.checkVisibility({ contentVisibilityAuto: true }), 'shown in print').to.equal(true);
      expect(details.open, 'still closed').to.equal(false);
    } finally {
      await emulateMedia({ media: 'screen' });
    }
  });

  it('without a <details> child it warns and leaves the content as it is', async () => {
    const { warnings } = await captureConsole(async () => {
      const toggle = fixture('<pb-toggle><p>Plain text</p></pb-toggle>');
      await upgraded(toggle);
      expect(toggle.querySelector('p')!.offsetHeight).to.be.greaterThan(0);
    });
    expect(warnings.some((text) => text.includes('[pb-toggle] expected a <details> child'))).to.equal(true);
  });
});

describe('pb-accordion', () => {
  afterEach(cleanupFixtures);

  it('keeps exactly one item open: extra open items close on upgrade, none open opens the first', async () => {
    const several = fixture(ACCORDION.replace('<details><summary>Second', '<details open><summary>Second'));
    const none = fixture(ACCORDION.replace('<details open>', '<details>'));
    await upgraded(several);
    await upgraded(none);
    expect(openStates(several)).to.deep.equal([true, false, false]);
    expect(openStates(none)).to.deep.equal([true, false, false]);
  });

  it('opening one closes the others, with the 700 ms slide, and fires pb-accordion-change (SPEC §4)', async () => {
    const accordion = fixture(ACCORDION);
    await upgraded(accordion);
    const events: Array<{ index: number; previousIndex: number }> = [];
    accordion.addEventListener('pb-accordion-change', (event) => events.push(event.detail));
    const items = [...accordion.querySelectorAll('details')];
    summaryOf(items[1]!).click();
    await holdNextAnimation(accordion, TOGGLE_SLIDE_MS / 2);
    expect(items[0]!.open && items[1]!.open, 'both visible while they slide').to.equal(true);
    finishAnimations(accordion);
    await waitFor(() => openStates(accordion).join() === 'false,true,false', 'the first item to close');
    expect(events).to.deep.equal([{ index: 1, previousIndex: 0 }]);
    await wait(50);
    summaryOf(items[2]!).click();
    await waitFor(() => openStates(accordion).join() === 'false,false,true', 'an item inside pb-toggle to take part');
  });

  it('clicking the open item does nothing, and its header says it cannot collapse', async () => {
    const accordion = fixture(ACCORDION);
    await upgraded(accordion);
    const first = accordion.querySelector('details')!;
    expect(summaryOf(first).getAttribute('aria-disabled')).to.equal('true');
    summaryOf(first).click();
    await wait(750);
    expect(openStates(accordion)).to.deep.equal([true, false, false]);
  });

  it('clicks during the slide are ignored (SPEC §4)', async () => {
    const accordion = fixture(ACCORDION);
    await upgraded(accordion);
    const items = [...accordion.querySelectorAll('details')];
    summaryOf(items[1]!).click();
    await holdNextAnimation(accordion, 100);
    summaryOf(items[2]!).click();
    finishAnimations(accordion);
    await waitFor(() => slideEnded(accordion) && !items[0]!.open, 'the slides to end');
    await frames(2);
    expect(openStates(accordion)).to.deep.equal([false, true, false]);
  });

  it('arrow keys, Home and End move focus between the item headers', async () => {
    const accordion = fixture(ACCORDION);
    await upgraded(accordion);
    const summaries = [...accordion.querySelectorAll('summary')];
    summaries[0]!.focus();
    await sendKeys({ press: 'ArrowDown' });
    expect(document.activeElement).to.equal(summaries[1]);
    await sendKeys({ press: 'End' });
    expect(document.activeElement).to.equal(summaries[2]);
    await sendKeys({ press: 'ArrowDown' });
    expect(document.activeElement, 'wraps').to.equal(summaries[0]);
    await sendKeys({ press: 'ArrowUp' });
    expect(document.activeElement).to.equal(summaries[2]);
    await sendKeys({ press: 'Home' });
    expect(document.activeElement).to.equal(summaries[0]);
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => openStates(accordion).join() === 'false,true,false' && slideEnded(accordion), 'the second item to open');
  });

  it('an item opened by the browser (find-in-page) or a script becomes the open one', async () => {
    const accordion = fixture(ACCORDION);
    await upgraded(accordion);
    accordion.querySelectorAll('details')[2]!.open = true;
    await waitFor(() => !accordion.querySelectorAll('details')[0]!.open && slideEnded(accordion), 'first closes');
    expect(openStates(accordion)).to.deep.equal([false, false, true]);
  });
});
