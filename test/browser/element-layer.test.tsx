/**
 * The element layer (issue: "The element layer"): HTML attribute semantics, responsive variants,
 * JSON settings, light-DOM content, moves, teardown, isolation and events.
 */
import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import { useEffect, useState } from 'react';
import { attribute, responsive } from '../../react-core/element/attributes';
import { createElementClass, defineElement, type ElementViewProps } from '../../react-core/element/define-element';
import { emit } from '../../react-core/element/events';
import { captureConsole, cleanupFixtures, fixture, upgraded, wait, waitFor } from './helpers';

declare global {
  interface GlobalEventHandlersEventMap {
    'pb-probe-ping': CustomEvent<{ count: number }>;
  }
}

const probeAttributes = {
  loop: attribute.boolean(),
  autoplay: attribute.boolean(true),
  speed: attribute.number(500, { min: 0 }),
  topOffset: attribute.size(),
  slideToShow: responsive(attribute.number(3)),
  settings: attribute.json<{ mode: string }>({ mode: 'default' }, (value) => {
    if (!value || typeof value !== 'object' || typeof (value as { mode?: unknown }).mode !== 'string') {
      throw new Error('needs a "mode" string');
    }
    return value as { mode: string };
  }),
};

const lifecycle = { mounts: 0, unmounts: 0, intervalsRunning: 0 };

function ProbeView({ host, attributes }: ElementViewProps<typeof probeAttributes>) {
  const [count, setCount] = useState(0);
  useEffect(() => {
    lifecycle.mounts += 1;
    lifecycle.intervalsRunning += 1;
    const timer = setInterval(() => undefined, 1000);
    return () => {
      lifecycle.unmounts += 1;
      lifecycle.intervalsRunning -= 1;
      clearInterval(timer);
    };
  }, []);
  return (
    <>
      <output part="values">{JSON.stringify(attributes)}</output>
      <button
        part="increment"
        onClick={() => {
          setCount(count + 1);
          emit(host, 'pb-probe-ping', { count: count + 1 });
        }}
      >
        {count}
      </button>
      <slot />
    </>
  );
}

function BrokenView(): never {
  throw new Error('broken on purpose');
}

defineElement('pb-probe', createElementClass({ tag: 'pb-probe', attributes: probeAttributes, styles: '', View: ProbeView }));

/** What `<pb-prepared>` waits for before its first render; a test settles it by hand. */
const preparation: { settle?: (error?: Error) => void } = {};
defineElement(
  'pb-prepared',
  createElementClass({
    tag: 'pb-prepared',
    attributes: probeAttributes,
    styles: '',
    View: ProbeView,
    prepare: () =>
      new Promise<void>((resolve, reject) => {
        preparation.settle = (error) => (error ? reject(error) : resolve());
      }),
  }),
);
defineElement('pb-broken', createElementClass({ tag: 'pb-broken', attributes: {}, styles: '', View: BrokenView }));

function values(element: Element): Record<string, unknown> {
  return JSON.parse(element.shadowRoot!.querySelector('output')!.textContent!);
}

async function valuesAfterRender(element: Element): Promise<Record<string, unknown>> {
  await wait(30);
  return values(element);
}

describe('element layer', () => {
  afterEach(cleanupFixtures);
  after(() => setViewport({ width: 1280, height: 800 }));

  it('booleans: presence is true, absence false, builder words accepted, default means the default', async () => {
    const probe = fixture('<pb-probe loop></pb-probe>');
    await upgraded(probe);
    expect(values(probe)).to.include({ loop: true, autoplay: true });
    for (const [word, expected] of [['off', false], ['yes', true], ['no', false], ['true', true], ['false', false], ['on', true]] as const) {
      probe.setAttribute('loop', word);
      expect((await valuesAfterRender(probe)).loop, word).to.equal(expected);
    }
    probe.setAttribute('autoplay', 'off');
    expect((await valuesAfterRender(probe)).autoplay).to.equal(false);
    probe.setAttribute('autoplay', 'default');
    expect((await valuesAfterRender(probe)).autoplay).to.equal(true);
  });

  it('removing any attribute re-renders with its default', async () => {
    const probe = fixture('<pb-probe loop speed="900" autoplay="off"></pb-probe>');
    await upgraded(probe);
    expect(values(probe)).to.include({ loop: true, speed: 900, autoplay: false });
    probe.removeAttribute('loop');
    probe.removeAttribute('speed');
    probe.removeAttribute('autoplay');
    expect(await valuesAfterRender(probe)).to.include({ loop: false, speed: 500, autoplay: true });
  });

  it('numbers and sizes: px/%/vw/vh are kept with their unit, none and auto mean no value', async () => {
    const probe = fixture('<pb-probe speed="700px" top-offset="10vh"></pb-probe>');
    await upgraded(probe);
    expect(values(probe).speed).to.equal(700);
    expect(values(probe).topOffset).to.deep.equal({ value: 10, unit: 'vh' });
    probe.setAttribute('top-offset', 'none');
    expect((await valuesAfterRender(probe)).topOffset).to.equal(null);
    probe.setAttribute('top-offset', '50%');
    expect((await valuesAfterRender(probe)).topOffset).to.deep.equal({ value: 50, unit: '%' });
    probe.setAttribute('speed', 'auto');
    expect((await valuesAfterRender(probe)).speed).to.equal(500);
  });

  it('a malformed value gives one console warning naming the tag and attribute, then the default', async () => {
    const { warnings } = await captureConsole(async () => {
      const probe = fixture('<pb-probe speed="fast" loop="maybe"></pb-probe>');
      await upgraded(probe);
      expect(values(probe)).to.include({ speed: 500, loop: false });
      probe.setAttribute('autoplay', 'off');
      await valuesAfterRender(probe);
    });
    expect(warnings.filter((text) => text.includes('"speed"'))).to.have.length(1);
    expect(warnings.find((text) => text.includes('"speed"'))).to.include('[pb-probe]').and.include('fast');
    expect(warnings.some((text) => text.includes('"loop"') && text.includes('maybe'))).to.equal(true);
  });

  it('responsive variants resolve against the screen mode and re-resolve when it changes', async () => {
    await setViewport({ width: 1200, height: 800 });
    const probe = fixture('<pb-probe slide-to-show="4" slide-to-show-tablet="2" slide-to-show-phone="1"></pb-probe>');
    const tabletOnly = fixture('<pb-probe slide-to-show="5" slide-to-show-tablet="3"></pb-probe>');
    await upgraded(probe);
    await upgraded(tabletOnly);
    expect(values(probe).slideToShow).to.equal(4);
    await setViewport({ width: 900, height: 800 });
    await waitFor(() => values(probe).slideToShow === 2, 'tablet value');
    await setViewport({ width: 767, height: 800 });
    await waitFor(() => values(probe).slideToShow === 1, 'phone value');
    expect(values(tabletOnly).slideToShow, 'phone falls back to tablet').to.equal(3);
    await setViewport({ width: 981, height: 800 });
    await waitFor(() => values(probe).slideToShow === 4, 'desktop value again');
  });

  it('JSON settings come from the attribute or a child script; malformed JSON warns once and uses the default', async () => {
    const fromAttribute = fixture(`<pb-probe settings='{"mode":"fade"}'></pb-probe>`);
    const fromScript = fixture('<pb-probe><script type="application/json">{"mode":"slide"}</script></pb-probe>');
    await upgraded(fromAttribute);
    await upgraded(fromScript);
    expect(values(fromAttribute).settings).to.deep.equal({ mode: 'fade' });
    expect(values(fromScript).settings).to.deep.equal({ mode: 'slide' });
    const { warnings, errors } = await captureConsole(async () => {
      const malformed = fixture(`<pb-probe settings='{"mode":'></pb-probe>`);
      const invalid = fixture(`<pb-probe settings='{"mode":3}'></pb-probe>`);
      await upgraded(malformed);
      await upgraded(invalid);
      expect(values(malformed).settings).to.deep.equal({ mode: 'default' });
      expect(values(invalid).settings).to.deep.equal({ mode: 'default' });
    });
    expect(errors).to.deep.equal([]);
    expect(warnings.filter((text) => text.includes('[pb-probe] attribute "settings"'))).to.have.length(2);
    expect(warnings.join('\n')).to.include('needs a "mode" string');
  });

  it("keeps the author's light-DOM content, visible and styled by the page", async () => {
    const style = document.createElement('style');
    style.textContent = '.author-text { color: rgb(200, 0, 0); }';
    document.head.append(style);
    const probe = fixture('<pb-probe><p class="author-text">Readable before and after</p></pb-probe>');
    const paragraph = probe.querySelector('p')!;
    // Already upgraded but not yet rendered by React: the placeholder slot shows the content.
    const before = paragraph.getBoundingClientRect();
    expect(before.width).to.be.greaterThan(0);
    await upgraded(probe);
    expect(probe.hasAttribute('data-enhanced')).to.equal(true);
    expect(probe.shadowRoot!.querySelectorAll('slot'), 'the placeholder is replaced').to.have.length(1);
    expect(probe.querySelector('p')).to.equal(paragraph);
    expect(paragraph.offsetHeight).to.be.greaterThan(0);
    expect(getComputedStyle(paragraph).color).to.equal('rgb(200, 0, 0)');
    expect(paragraph.assignedSlot).to.not.equal(null);
    expect(paragraph.getBoundingClientRect().width).to.equal(before.width);
    style.remove();
  });

  it('moving the element in the DOM keeps its state; removing it tears down its timers', async () => {
    const probe = fixture('<pb-probe></pb-probe>');
    await upgraded(probe);
    const button = probe.shadowRoot!.querySelector('button')!;
    button.click();
    await waitFor(() => button.textContent === '1', 'first click counted');
    button.click();
    await waitFor(() => button.textContent === '2', 'second click counted');
    const mountsBefore = lifecycle.mounts;
    const elsewhere = fixture('<section></section>');
    elsewhere.append(probe);
    await wait(50);
    expect(probe.shadowRoot!.querySelector('button')!.textContent).to.equal('2');
    expect(lifecycle.mounts, 'no remount on a move').to.equal(mountsBefore);
    const running = lifecycle.intervalsRunning;
    probe.remove();
    await waitFor(() => lifecycle.intervalsRunning === running - 1, 'cleanup after removal');
  });

  it('an error inside one module is logged with its tag and the other modules keep working', async () => {
    const { errors } = await captureConsole(async () => {
      const broken = fixture('<pb-broken><p>Still here</p></pb-broken>');
      const probe = fixture('<pb-probe loop></pb-probe>');
      await upgraded(probe);
      await waitFor(() => broken.hasAttribute('data-failed'), 'fallback render');
      expect(broken.querySelector('p')!.offsetHeight, 'author content stays visible').to.be.greaterThan(0);
      expect(values(probe).loop).to.equal(true);
    });
    expect(errors.some((text) => text.includes('[pb-broken]') && text.includes('broken on purpose'))).to.equal(true);
  });

  it('a module with code to prepare shows the author content, un-enhanced, until it is ready; a failed preparation fails the module', async () => {
    const prepared = fixture('<pb-prepared><p>Author content</p></pb-prepared>');
    await wait(50);
    expect(prepared.hasAttribute('data-enhanced'), 'not enhanced while preparing').to.equal(false);
    expect(prepared.shadowRoot!.querySelector('output'), 'the view has not rendered').to.equal(null);
    expect(prepared.querySelector('p')!.offsetHeight, 'the author content shows').to.be.greaterThan(0);
    preparation.settle!();
    await upgraded(prepared);
    expect(values(prepared).loop).to.equal(false);
    const { errors } = await captureConsole(async () => {
      const failing = fixture('<pb-prepared><p>Still here</p></pb-prepared>');
      await wait(20);
      preparation.settle!(new Error('module did not load'));
      await waitFor(() => failing.hasAttribute('data-failed'), 'failed');
      expect(failing.querySelector('p')!.offsetHeight, 'author content stays visible').to.be.greaterThan(0);
    });
    expect(errors.some((text) => text.includes('[pb-prepared]') && text.includes('module did not load'))).to.equal(true);
  });

  it('once its first render\'s effects have run, the element says it is wired (pb-wired): the loader replays a held click then', async () => {
    const mountsBefore = lifecycle.mounts;
    const probe = fixture('<pb-prepared><p>Author content</p></pb-prepared>');
    let mountsAtWired: number | undefined;
    probe.addEventListener('pb-wired', () => (mountsAtWired = lifecycle.mounts), { once: true });
    await wait(50);
    expect(mountsAtWired, 'not while it prepares').to.equal(undefined);
    preparation.settle!();
    await waitFor(() => mountsAtWired !== undefined, 'pb-wired');
    expect(mountsAtWired, 'the view\'s own effect ran first').to.equal(mountsBefore + 1);
    expect(probe.hasAttribute('data-enhanced')).to.equal(true);
  });

  it('events are pb-* CustomEvents that bubble out of the shadow root and the page', async () => {
    const probe = fixture('<pb-probe></pb-probe>');
    await upgraded(probe);
    const received: Array<CustomEvent<{ count: number }>> = [];
    const listener = (event: CustomEvent<{ count: number }>) => received.push(event);
    document.addEventListener('pb-probe-ping', listener);
    probe.shadowRoot!.querySelector('button')!.click();
    await waitFor(() => received.length === 1, 'event');
    document.removeEventListener('pb-probe-ping', listener);
    expect(received[0]!.detail.count).to.equal(1);
    expect(received[0]!.bubbles && received[0]!.composed).to.equal(true);
    expect(received[0]!.target).to.equal(probe);
  });
});
