/**
 * The hold on clicks and submits before the loader listens (react-core/loader/early-events.ts,
 * docs/loading.md "How modules load"): a plain click or submit in a pb-* element is held, in order, for
 * the loader to replay; what the visitor sends elsewhere on purpose and what happens outside the
 * elements pass; once replayed, the hold lets everything through.
 */
import { expect } from 'chai';
import { claimEarlyEvents, replayEarlyEvents, replayNatively, type EarlyEvents } from '../../react-core/loader/early-events';
import { cleanupFixtures, fixture } from './helpers';

describe('early events: clicks and submits on pb-* elements before the loader listens are held', () => {
  let early: EarlyEvents;
  /** What reached the document, the page's own listeners (no link is followed, no form sent). */
  let reached: Event[];
  const record = (event: Event): void => {
    reached.push(event);
    if (event.type === 'submit' || event.target instanceof HTMLAnchorElement) event.preventDefault();
  };

  beforeEach(() => {
    delete (window as unknown as { pbEarlyEvents?: EarlyEvents }).pbEarlyEvents;
    early = claimEarlyEvents();
    reached = [];
    document.addEventListener('click', record);
    document.addEventListener('submit', record);
  });
  afterEach(() => {
    replayEarlyEvents(early, () => undefined);
    document.removeEventListener('click', record);
    document.removeEventListener('submit', record);
    cleanupFixtures();
  });

  it('a plain click in a module is held and given back in order; a click with a modifier, or outside the modules, passes; after the replay every click passes', () => {
    const host = fixture('<div><pb-lightbox><a id="first" href="#first">1</a><a id="second" href="#second">2</a></pb-lightbox><a id="outside" href="#outside">3</a></div>');
    const [first, second, outside] = ['#first', '#second', '#outside'].map((selector) => host.querySelector<HTMLAnchorElement>(selector)!);
    second.click();
    first.click();
    first.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
    outside.click();
    expect(reached.map((event) => [(event.target as Element).id, (event as MouseEvent).ctrlKey])).to.deep.equal([
      ['first', true],
      ['outside', false],
    ]);

    const replayed: Element[] = [];
    replayEarlyEvents(early, (_event, target) => replayed.push(target));
    expect(replayed).to.deep.equal([second, first]);
    first.click();
    expect(reached.at(-1)?.target).to.equal(first);
  });

  it('a form sent in a module, by its button or by script, is held, and sent again with the same button once replayed', () => {
    const host = fixture('<pb-newsletter><form><button name="plan" value="weekly">Weekly</button><button name="plan" value="daily">Daily</button></form></pb-newsletter>');
    const form = host.querySelector('form')!;
    const [weekly, daily] = host.querySelectorAll('button');
    daily!.click();
    form.requestSubmit(weekly);
    expect(reached).to.deep.equal([]);

    replayEarlyEvents(early, replayNatively);
    const submits = reached.filter((event): event is SubmitEvent => event.type === 'submit');
    expect(submits.map((event) => event.submitter)).to.deep.equal([daily, weekly]);
  });
});
