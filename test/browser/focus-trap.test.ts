/**
 * The shared dialog focus trap (react-core/runtime/focus-trap.ts; WAI-ARIA APG dialog pattern,
 * used by the header's overlay menus and the consent preferences dialog): focus moves in at once,
 * Tab stays inside while trapped, and the library is fetched only when a dialog opens.
 */
import { expect } from 'chai';
import { sendKeys } from '@web/test-runner-commands';
import { trapFocus } from '../../react-core/runtime/focus-trap';
import { cleanupFixtures, fixture, nextFrame, waitFor } from './helpers';

const PAGE = `
  <div>
    <button class="outside-before">Before</button>
    <div class="dialog" role="dialog" aria-label="Test dialog">
      <button class="close">Close</button>
      <a class="link" href="#x">A link</a>
      <button class="last">Last</button>
    </div>
    <button class="outside-after">After</button>
  </div>`;

function active(): string {
  return (document.activeElement as HTMLElement | null)?.className ?? '';
}

describe('dialog focus trap (APG dialog pattern)', () => {
  afterEach(() => cleanupFixtures());

  it('moves focus to the initial element at once, then keeps Tab and Shift+Tab inside until released', async () => {
    const page = fixture(PAGE);
    const dialog = page.querySelector<HTMLElement>('.dialog')!;
    const release = trapFocus('pb-test', dialog, () => dialog.querySelector<HTMLElement>('.close')!);
    expect(active(), 'focus moved in synchronously').to.equal('close');
    await nextFrame();
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    expect(active()).to.equal('last');
    await sendKeys({ press: 'Tab' });
    expect(active(), 'Tab from the last wraps to the first').to.equal('close');
    await sendKeys({ press: 'Shift+Tab' });
    expect(active(), 'Shift+Tab from the first wraps to the last').to.equal('last');
    release();
    await sendKeys({ press: 'Tab' });
    expect(active(), 'released: Tab leaves the dialog').to.equal('outside-after');
  });

  it('keeps focus where the visitor moved it inside the dialog while the trap loaded', async () => {
    const page = fixture(PAGE);
    const dialog = page.querySelector<HTMLElement>('.dialog')!;
    const release = trapFocus('pb-test', dialog, () => dialog.querySelector<HTMLElement>('.close')!);
    dialog.querySelector<HTMLElement>('.link')!.focus();
    await nextFrame();
    expect(active()).to.equal('link');
    await sendKeys({ press: 'Tab' });
    expect(active()).to.equal('last');
    release();
  });

  it('released before the trap arrives: nothing is trapped afterwards', async () => {
    const page = fixture(PAGE);
    const dialog = page.querySelector<HTMLElement>('.dialog')!;
    trapFocus('pb-test', dialog, () => dialog.querySelector<HTMLElement>('.last')!)();
    await nextFrame();
    await sendKeys({ press: 'Tab' });
    await waitFor(() => active() === 'outside-after', 'Tab leaves the dialog');
  });
});
