/**
 * `<pb-modal>`, the core modal (SPEC.md §4 "Builder helpers": "shown from backend-supplied header,
 * text, buttons and classes, replacing any existing overlay. Hiding adds a closing class, waits
 * 600 ms, then removes it"; "Scroll lock"; §9 "Core modal close delay 600 ms"; WAI-ARIA APG
 * dialog pattern). The 600 ms is held (holdTimeouts), never waited out on the wall clock.
 */
import { expect } from 'chai';
import { emulateMedia, sendKeys } from '@web/test-runner-commands';
import '../../elements/pb-modal';
import type { PbModalElement } from '../../elements/pb-modal';
import { hideCoreModal, showCoreModal, showModalTemplate } from '../../react-core/modal/core-modal';
import { resetPageConfig } from '../../react-core/runtime/page-config';
import { deepActiveElement } from '../../react-core/runtime/focus-trap';
import { animationsSettled, captureConsole, cleanupFixtures, fixture, holdTimeouts, nextFrame, upgraded, waitFor } from './helpers';
import { axeViolations } from './layout-helpers';

type CloseReasons = string[];

const BUTTONS = JSON.stringify([
  { label: 'Keep editing', action: 'cancel' },
  { label: 'Discard changes', action: 'discard', primary: true },
]);

function part(modal: Element, name: string): HTMLElement {
  const found = modal.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`);
  if (!found) throw new Error(`no part ${name}`);
  return found;
}

const isShown = (modal: Element): boolean => !part(modal, 'dialog').hidden;

async function mount(attributes = ''): Promise<{ modal: PbModalElement; opener: HTMLButtonElement }> {
  const wrapper = fixture(
    `<div><pb-modal header="Unsaved changes" text="Leave the builder?\nYour changes are lost." buttons='${BUTTONS}' ${attributes}>` +
      '<button type="button">Leave</button></pb-modal></div>',
  );
  const modal = wrapper.querySelector('pb-modal')!;
  await upgraded(modal);
  return { modal, opener: modal.querySelector('button')! };
}

/** Opens with the author's button, as a visitor does, and waits for focus on the close button. */
async function openWith(modal: Element, opener: HTMLElement): Promise<void> {
  opener.focus();
  opener.click();
  await waitFor(() => deepActiveElement() === part(modal, 'close-button'), 'focus on the close button');
}

function closeReasons(target: EventTarget): CloseReasons {
  const reasons: CloseReasons = [];
  target.addEventListener('pb-modal-close', (event) => reasons.push((event as CustomEvent<{ reason: string }>).detail.reason));
  return reasons;
}

describe('<pb-modal>: the core modal (SPEC §4 Builder helpers)', () => {
  let spacer: HTMLElement;
  let timers: ReturnType<typeof holdTimeouts> | undefined;

  beforeEach(() => {
    spacer = document.createElement('div');
    spacer.style.height = '3000px';
    document.body.append(spacer);
  });
  afterEach(async () => {
    timers?.restore();
    timers = undefined;
    hideCoreModal();
    cleanupFixtures();
    document.querySelectorAll('pb-modal').forEach((modal) => modal.remove());
    spacer.remove();
    await emulateMedia({ reducedMotion: 'no-preference' });
  });

  it('is a WAI-ARIA modal dialog labelled by the header and described by the text, hidden until opened', async () => {
    const { modal } = await mount();
    const dialog = part(modal, 'dialog');
    expect(dialog.getAttribute('role')).to.equal('dialog');
    expect(dialog.getAttribute('aria-modal')).to.equal('true');
    expect(modal.shadowRoot!.getElementById(dialog.getAttribute('aria-labelledby')!)!.textContent).to.equal('Unsaved changes');
    expect(modal.shadowRoot!.getElementById(dialog.getAttribute('aria-describedby')!)!.textContent).to.equal('Leave the builder?\nYour changes are lost.');
    expect(part(modal, 'close-button').getAttribute('aria-label')).to.equal('Close');
    expect(isShown(modal)).to.equal(false);
    expect(part(modal, 'backdrop').hidden).to.equal(true);
    expect(modal.querySelector('button')!.getBoundingClientRect().height, 'its content stays on the page').to.be.greaterThan(0);
  });

  it('a button of its content opens it: focus moves to the close button, the page scroll is locked (hidden overflow, padded by the scrollbar)', async () => {
    const { modal, opener } = await mount();
    const root = document.documentElement;
    const scrollbar = window.innerWidth - root.clientWidth;
    const paddingBefore = getComputedStyle(document.body).paddingRight;
    await openWith(modal, opener);
    expect(modal.hasAttribute('open')).to.equal(true);
    expect(isShown(modal)).to.equal(true);
    expect(getComputedStyle(root).overflowY).to.equal('hidden');
    expect(getComputedStyle(document.body).paddingRight).to.equal(`${parseFloat(paddingBefore) + scrollbar}px`);
    const labels = [...modal.shadowRoot!.querySelectorAll('[part~=button]')].map((button) => [button.textContent, button.getAttribute('part')]);
    expect(labels).to.deep.equal([
      ['Keep editing', 'button'],
      ['Discard changes', 'button primary'],
    ]);
  });

  it('focus trap: Tab from the last button goes to the close button, Shift+Tab from it to the last button', async () => {
    const { modal, opener } = await mount();
    await openWith(modal, opener);
    const last = [...modal.shadowRoot!.querySelectorAll<HTMLElement>('[part~=button]')].at(-1)!;
    last.focus();
    await sendKeys({ press: 'Tab' });
    expect(deepActiveElement() === part(modal, 'close-button'), 'Tab wraps to the first').to.equal(true);
    await sendKeys({ press: 'Shift+Tab' });
    expect(deepActiveElement() === last, 'Shift+Tab wraps to the last').to.equal(true);
  });

  it('Escape: focus returns to the opener, the closing class stays for the 600 ms delay, then the dialog hides, the scroll lock is restored and pb-modal-close says escape', async () => {
    const { modal, opener } = await mount();
    const reasons = closeReasons(modal);
    const root = document.documentElement;
    await openWith(modal, opener);
    timers = holdTimeouts(600);
    await sendKeys({ press: 'Escape' });
    await nextFrame();
    expect(modal.hasAttribute('open')).to.equal(false);
    expect(deepActiveElement() === opener, 'focus returned to the opener').to.equal(true);
    expect(modal.classList.contains('pb-modal-closing'), 'the closing class').to.equal(true);
    expect(timers.pending, 'one 600 ms timer').to.equal(1);
    expect(isShown(modal), 'shown during the delay').to.equal(true);
    expect(part(modal, 'dialog').inert, 'inert during the delay').to.equal(true);
    expect(root.style.overflowY, 'still locked during the delay').to.equal('hidden');
    expect(reasons).to.deep.equal([]);
    timers.fire();
    await nextFrame();
    expect(modal.classList.contains('pb-modal-closing'), 'the closing class removed').to.equal(false);
    expect(isShown(modal)).to.equal(false);
    expect(root.style.overflowY).to.equal('');
    expect(document.body.style.paddingRight).to.equal('');
    expect(reasons).to.deep.equal(['escape']);
  });

  it('the close button and the backdrop close it, each with its reason', async () => {
    const { modal, opener } = await mount();
    const reasons = closeReasons(modal);
    timers = holdTimeouts(600);
    await openWith(modal, opener);
    part(modal, 'close-button').click();
    await nextFrame();
    timers.fire();
    await waitFor(() => reasons.length === 1, 'the first close');
    await openWith(modal, opener);
    part(modal, 'backdrop').click();
    await nextFrame();
    timers.fire();
    await waitFor(() => reasons.length === 2, 'the second close');
    expect(reasons).to.deep.equal(['close-button', 'backdrop']);
    expect(deepActiveElement() === opener).to.equal(true);
  });

  it('a button fires pb-modal-action with its action and closes; a cancelled action keeps the modal open', async () => {
    const { modal, opener } = await mount();
    const actions: string[] = [];
    modal.addEventListener('pb-modal-action', (event) => actions.push(event.detail.action));
    await openWith(modal, opener);
    const keep = (event: Event): void => event.preventDefault();
    document.addEventListener('pb-modal-action', keep);
    part(modal, 'primary').click();
    await nextFrame();
    document.removeEventListener('pb-modal-action', keep);
    expect(modal.hasAttribute('open'), 'cancelled: still open').to.equal(true);
    part(modal, 'button').click();
    await nextFrame();
    expect(actions).to.deep.equal(['discard', 'cancel']);
    expect(modal.hasAttribute('open')).to.equal(false);
    expect(modal.classList.contains('pb-modal-closing')).to.equal(true);
  });

  it('opening again during the close delay cancels the hiding', async () => {
    const { modal, opener } = await mount();
    timers = holdTimeouts(600);
    await openWith(modal, opener);
    modal.hide();
    await nextFrame();
    expect(timers.pending).to.equal(1);
    modal.show();
    await waitFor(() => deepActiveElement() === part(modal, 'close-button'), 'focus back in the dialog');
    expect(timers.pending, 'the delay cancelled').to.equal(0);
    expect(modal.classList.contains('pb-modal-closing')).to.equal(false);
    expect(document.documentElement.style.overflowY).to.equal('hidden');
  });

  it('with reduced motion it hides at once', async () => {
    await emulateMedia({ reducedMotion: 'reduce' });
    const { modal, opener } = await mount();
    await openWith(modal, opener);
    await sendKeys({ press: 'Escape' });
    await waitFor(() => !isShown(modal), 'hidden');
    expect(modal.classList.contains('pb-modal-closing')).to.equal(false);
    expect(document.documentElement.style.overflowY).to.equal('');
  });

  it('text never becomes markup: header, text and button labels are shown as the text they are', async () => {
    const hostile = '<img src="x" onerror="window.modalPwned=1"><b>bold</b>';
    const wrapper = fixture('<div><pb-modal open></pb-modal></div>');
    const modal = wrapper.firstElementChild!;
    modal.setAttribute('header', hostile);
    modal.setAttribute('text', hostile);
    modal.setAttribute('buttons', JSON.stringify([{ label: hostile, action: 'x' }]));
    await upgraded(modal);
    await waitFor(() => modal.shadowRoot!.querySelector('[part~=header]') !== null, 'the header');
    expect(part(modal, 'header').textContent).to.equal(hostile);
    expect(part(modal, 'text').textContent).to.equal(hostile);
    expect(part(modal, 'button').textContent).to.equal(hostile);
    expect(modal.shadowRoot!.querySelectorAll('img, b').length).to.equal(0);
    expect((window as { modalPwned?: number }).modalPwned).to.equal(undefined);
  });

  it('the classes go on the host while it is there; without a header the dialog is named by messages.modalLabel', async () => {
    const wrapper = fixture('<div><pb-modal class="mine" classes="et-core-modal  warning mine" text="Saved."></pb-modal></div>');
    const modal = wrapper.firstElementChild!;
    await upgraded(modal);
    expect([...modal.classList]).to.deep.equal(['mine', 'et-core-modal', 'warning']);
    expect(part(modal, 'dialog').getAttribute('aria-label')).to.equal('Message');
    expect(modal.shadowRoot!.querySelector('[part~=header]')).to.equal(null);
    modal.setAttribute('classes', 'info');
    await waitFor(() => modal.classList.contains('info'), 'the new class');
    expect([...modal.classList]).to.deep.equal(['mine', 'info']);
  });

  it('malformed buttons JSON: a console warning naming the element and attribute, and no buttons', async () => {
    const { warnings } = await captureConsole(async () => {
      const wrapper = fixture(`<div><pb-modal open header="Oops" buttons='[{"label":"OK",'></pb-modal></div>`);
      const modal = wrapper.firstElementChild!;
      await upgraded(modal);
      expect(modal.shadowRoot!.querySelectorAll('[part~=button]').length).to.equal(0);
    });
    expect(warnings.some((warning) => warning.includes('[pb-modal]') && warning.includes('buttons'))).to.equal(true);
  });

  it('axe-core finds nothing with the modal open', async () => {
    const { modal, opener } = await mount();
    await openWith(modal, opener);
    // Contrast is judged on the dialog as shown: during its 200 ms fade-in the text is translucent.
    await animationsSettled();
    expect(await axeViolations()).to.deep.equal([]);
  });
});

describe('showCoreModal(): the core modal from JavaScript, replacing any existing overlay (SPEC §4)', () => {
  let opener: HTMLButtonElement;
  let timers: ReturnType<typeof holdTimeouts> | undefined;

  beforeEach(() => {
    opener = fixture<HTMLButtonElement>('<button type="button">Publish</button>');
    opener.focus();
  });
  afterEach(() => {
    timers?.restore();
    timers = undefined;
    hideCoreModal();
    cleanupFixtures();
    document.querySelectorAll('pb-modal').forEach((modal) => modal.remove());
  });

  it('adds an open <pb-modal> of the header, text, buttons and classes to the body, and removes it 600 ms after hiding', async () => {
    timers = holdTimeouts(600);
    const modal = showCoreModal({
      header: 'Publish page',
      text: 'Publish now?',
      buttons: [{ label: 'Publish', action: 'publish', primary: true }],
      classes: ['et-core-modal', 'publish'],
    });
    expect(modal.parentElement).to.equal(document.body);
    await upgraded(modal);
    await waitFor(() => deepActiveElement() === part(modal, 'close-button'), 'focus in the modal');
    expect(part(modal, 'header').textContent).to.equal('Publish page');
    expect(part(modal, 'primary').textContent).to.equal('Publish');
    expect(modal.classList.contains('et-core-modal') && modal.classList.contains('publish')).to.equal(true);
    expect(document.documentElement.style.overflowY).to.equal('hidden');
    hideCoreModal();
    await nextFrame();
    expect(modal.classList.contains('pb-modal-closing')).to.equal(true);
    expect(modal.isConnected, 'still there during the delay').to.equal(true);
    expect(deepActiveElement() === opener, 'focus returned').to.equal(true);
    timers.fire();
    await waitFor(() => !modal.isConnected, 'the modal removed');
    expect(document.documentElement.style.overflowY, 'the scroll lock restored').to.equal('');
  });

  it('a second modal replaces the first at once; focus returns from the second to where it was before the first', async () => {
    timers = holdTimeouts(600);
    const first = showCoreModal({ header: 'First', text: 'One' });
    await upgraded(first);
    await waitFor(() => deepActiveElement() === part(first, 'close-button'), 'focus in the first');
    const reasons = closeReasons(document);
    const second = showCoreModal({ header: 'Second', text: 'Two' });
    await upgraded(second);
    await waitFor(() => !first.isConnected, 'the first removed');
    expect(timers.pending, 'no close delay for the replaced modal').to.equal(0);
    expect(reasons).to.deep.equal(['replaced']);
    await waitFor(() => deepActiveElement() === part(second, 'close-button'), 'focus in the second');
    expect(document.documentElement.style.overflowY, 'still locked').to.equal('hidden');
    expect(document.querySelectorAll('pb-modal').length).to.equal(1);
    await sendKeys({ press: 'Escape' });
    await nextFrame();
    expect(deepActiveElement() === opener, 'focus back on the first opener').to.equal(true);
    timers.fire();
    await waitFor(() => !second.isConnected, 'the second removed');
    expect(reasons).to.deep.equal(['replaced', 'escape']);
    expect(document.documentElement.style.overflowY, 'the shared scroll lock restored').to.equal('');
  });
});

describe('showModalTemplate(): a modal template of the page configuration (SPEC §3 Builder data)', () => {
  afterEach(() => {
    hideCoreModal();
    document.querySelectorAll('pb-modal').forEach((modal) => modal.remove());
    delete window.pbConfig;
    resetPageConfig();
  });

  it('opens the named template, its markup sanitized and shown inside the dialog (no script, no handler, no javascript: image)', async () => {
    window.pbConfig = {
      modalTemplates: {
        'save-layout': {
          header: 'Save layout',
          content: '<p onclick="window.stolen=1">Layout <strong>name</strong></p><script>window.stolen=1</script><img src="javascript:window.stolen=1">',
        },
      },
    };
    resetPageConfig();
    const modal = (await showModalTemplate('save-layout'))!;
    await upgraded(modal);
    const content = modal.querySelector('[slot="content"]')!;
    expect(content.innerHTML).to.equal('<p>Layout <strong>name</strong></p>');
    const dialog = part(modal, 'dialog');
    await waitFor(() => !dialog.hidden, 'the dialog shown');
    const contentRect = content.getBoundingClientRect();
    const dialogRect = dialog.getBoundingClientRect();
    expect(contentRect.height).to.be.greaterThan(0);
    expect(contentRect.top >= dialogRect.top && contentRect.bottom <= dialogRect.bottom, 'the content inside the dialog').to.equal(true);
    expect((window as { stolen?: number }).stolen).to.equal(undefined);
  });
});
