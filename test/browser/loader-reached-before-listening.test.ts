/**
 * docs/loading.md "How modules load", when the visitor reaches for an instance: the loader's
 * listeners start after the first paint, and the pointer may already rest on an instance then (or
 * the focus be inside one). No new pointerover or focusin comes while the pointer stays still, so
 * the loader renders those instances as it starts; an instance nobody reached for keeps waiting.
 */
import { expect } from 'chai';
import { sendMouse } from '@web/test-runner-commands';
import { startElementUpgrades } from '../../react-core/loader/element-upgrades';
import { publishGate } from '../../react-core/runtime/upgrade-gate';
import { fixture, pageRestWithoutWaits, wait, waitFor } from './helpers';

const requested: string[] = [];
const toggle = (question: string): string => `<pb-toggle><details><summary>${question}</summary><p>Answer.</p></details></pb-toggle>`;
const enhanced = (element: Element): boolean => element.hasAttribute('data-enhanced');

describe('loader: an instance reached for before the loader listened', () => {
  it('the one under the resting pointer and the one holding the focus render as the loader starts; the one nobody reached for waits', async () => {
    const hovered = fixture(toggle('Pointed at'));
    const focused = fixture(toggle('Focused'));
    const untouched = fixture(toggle('Untouched'));
    const box = hovered.querySelector('summary')!.getBoundingClientRect();
    await sendMouse({ type: 'move', position: [Math.round(box.left + 10), Math.round(box.top + box.height / 2)] });
    focused.querySelector('summary')!.focus();

    let upgrades: ReturnType<typeof startElementUpgrades> | undefined;
    publishGate({ isHeld: (element) => (upgrades ? upgrades.isHeld(element) : true) });
    upgrades = startElementUpgrades({
      elements: { 'pb-toggle': { when: 'interaction' } },
      load: (entry) => {
        requested.push(entry);
        return import('../../elements/pb-toggle').then(() => true);
      },
      visibleMargin: '0px',
      hashOnLoad: false,
      pageRest: pageRestWithoutWaits(),
    });

    await waitFor(() => enhanced(hovered) && enhanced(focused), 'the pointed-at and the focused toggles to render');
    await wait(300);
    expect(enhanced(untouched), 'the untouched toggle waits for the visitor').to.equal(false);
    expect(requested).to.deep.equal(['pb-toggle.js']);
  });
});
