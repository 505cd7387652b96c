/**
 * The shared loading indicator (react-core/runtime/loading-indicator.ts): what every action that
 * waits on the network shows at once. It turns, and under prefers-reduced-motion it stands still.
 */
import { expect } from 'chai';
import { emulateMedia } from '@web/test-runner-commands';
import { markBusy, showLoadingOver } from '../../react-core/runtime/loading-indicator';
import { cleanupFixtures, fixture, frames, isShownOnScreen, loadingIndicatorIn, scrollToY } from './helpers';

function centreOf(element: Element): { x: number; y: number } {
  const box = element.getBoundingClientRect();
  return { x: (box.left + box.right) / 2, y: (box.top + box.bottom) / 2 };
}

describe('the shared loading indicator', () => {
  afterEach(async () => {
    cleanupFixtures();
    await emulateMedia({ reducedMotion: 'no-preference' });
    window.scrollTo(0, 0);
  });

  it('in a button: shown before the label, aria-busy and aria-disabled; the undo restores the button', async () => {
    const button = fixture<HTMLButtonElement>('<button type="submit" aria-disabled="false">Send</button>');
    const undo = markBusy(button);
    const indicator = loadingIndicatorIn(button)!;
    expect(button.firstElementChild === indicator, 'before the label').to.equal(true);
    expect(isShownOnScreen(indicator)).to.equal(true);
    expect(indicator.getAttribute('aria-hidden')).to.equal('true');
    expect([button.getAttribute('aria-busy'), button.getAttribute('aria-disabled')]).to.deep.equal(['true', 'true']);
    undo();
    expect(button.outerHTML).to.equal('<button type="submit" aria-disabled="false">Send</button>');
  });

  it('for an <input> submit, which holds no content: shown right after it', async () => {
    const form = fixture<HTMLFormElement>('<form><input type="submit" value="Send"></form>');
    const input = form.querySelector('input')!;
    const undo = markBusy(input);
    const indicator = loadingIndicatorIn(form)!;
    expect(input.nextElementSibling === indicator).to.equal(true);
    expect(isShownOnScreen(indicator)).to.equal(true);
    undo();
    expect(loadingIndicatorIn(form)).to.equal(null);
  });

  it('turns, and stands still under prefers-reduced-motion', async () => {
    const button = fixture<HTMLButtonElement>('<button>Send</button>');
    markBusy(button);
    const indicator = loadingIndicatorIn(button)!;
    expect(getComputedStyle(indicator).animationName).to.equal('pb-loading-turn');
    await emulateMedia({ reducedMotion: 'reduce' });
    expect(getComputedStyle(indicator).animationName).to.equal('none');
    expect(isShownOnScreen(indicator), 'still visible').to.equal(true);
  });

  it('over an element: centred on it without touching its layout, following it as the page scrolls', async () => {
    const target = fixture('<div style="margin:40px 0 3000px 100px;width:200px;height:120px;background:#ccc"></div>');
    const before = target.getBoundingClientRect().toJSON();
    const hide = showLoadingOver(target);
    const indicator = loadingIndicatorIn(document.body)!;
    expect(isShownOnScreen(indicator)).to.equal(true);
    expect(target.getBoundingClientRect().toJSON()).to.deep.equal(before);
    const near = (a: { x: number; y: number }, b: { x: number; y: number }): boolean => Math.abs(a.x - b.x) < 1 && Math.abs(a.y - b.y) < 1;
    expect(near(centreOf(indicator), centreOf(target)), 'centred').to.equal(true);
    await scrollToY(50);
    await frames();
    expect(near(centreOf(indicator), centreOf(target)), 'still centred after a scroll').to.equal(true);
    hide();
    expect(loadingIndicatorIn(document.body)).to.equal(null);
  });

  it('with no element to show it on: in the middle of the viewport', async () => {
    const hide = showLoadingOver(null);
    const indicator = loadingIndicatorIn(document.body)!;
    const { x, y } = centreOf(indicator);
    expect(Math.abs(x - innerWidth / 2) < 1 && Math.abs(y - innerHeight / 2) < 1).to.equal(true);
    hide();
  });
});
