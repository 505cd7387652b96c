/**
 * <pb-preview-frame> with the frame runtime answering inside it (SPEC.md §7 "Builder preview
 * frame", §2 "Editor surfaces", §9): the previewed page is test/browser/fixtures/preview-page.html,
 * which runs pb-preview.js's entry. The protocol both ways, a module re-rendered alone, the
 * scroll-to-module duration, the view modes, and messages of another window or origin ignored.
 */
import { expect } from 'chai';
import '../../elements/pb-preview-frame';
import type { PbPreviewFrameElement } from '../../elements/pb-preview-frame';
import { REPLY_TIMEOUT_MS } from '../../react-core/preview-frame/preview-channel';
import { PREVIEW_UPDATED_EVENT, type ModuleNode } from '../../react-core/preview-frame/protocol';
import { scrollToModuleDuration } from '../../react-core/preview/scroll-to-module';
import { resetPageConfig } from '../../react-core/runtime/page-config';
import { axeViolations } from './layout-helpers';
import { cleanupFixtures, fixture, frames, holdTimeouts, upgraded, waitFor } from './helpers';

const PAGE = '/test/browser/fixtures/preview-page.html';

const parts = (element: PbPreviewFrameElement) => {
  const root = element.shadowRoot!;
  return {
    viewport: root.querySelector<HTMLElement>('[part=viewport]')!,
    frame: root.querySelector<HTMLIFrameElement>('[part=frame]')!,
    handle: root.querySelector<HTMLElement>('[part=handle]'),
  };
};

/** Mounts a frame of the fixture page and resolves once its runtime said it is ready. */
async function mountFrame(attributes = ''): Promise<{ element: PbPreviewFrameElement; modules: ModuleNode[] }> {
  const holder = fixture<HTMLDivElement>(`<div style="width:1400px"><pb-preview-frame src="${PAGE}" ${attributes} style="--pb-preview-frame-height:600px"></pb-preview-frame></div>`);
  const element = holder.querySelector<PbPreviewFrameElement>('pb-preview-frame')!;
  const ready = new Promise<ModuleNode[]>((resolve) => element.addEventListener('pb-preview-ready', (event) => resolve(event.detail.modules), { once: true }));
  await upgraded(element);
  return { element, modules: await ready };
}

const frameDocument = (element: PbPreviewFrameElement): Document => parts(element).frame.contentDocument!;

describe('<pb-preview-frame> (SPEC §7 Builder preview frame)', () => {
  afterEach(() => {
    cleanupFixtures();
    delete window.pbConfig;
    resetPageConfig();
  });

  it('opens src with et_pb_preview=true, the nonce and iframe_id, and hears the frame ready with its module tree', async () => {
    const { element, modules } = await mountFrame('frame-id="frame-a" nonce="n0nce"');
    const url = new URL(parts(element).frame.src);
    expect(url.pathname).to.equal(PAGE);
    expect([url.searchParams.get('et_pb_preview'), url.searchParams.get('et_pb_preview_nonce'), url.searchParams.get('iframe_id')]).to.deep.equal(['true', 'n0nce', 'frame-a']);
    expect(modules.map(({ address, tag }) => `${address} ${tag}`)).to.deep.equal(['0 pb-toggle', '1 pb-tabs', '2 pb-toggle']);
    expect(modules[1]!.attributes).to.deep.equal({ id: 'tabs' });
    expect(element.modules).to.deep.equal(modules);
    expect(parts(element).frame.title).to.equal('Page preview');
  });

  it("takes the nonce from the page configuration's nonces.et_pb_preview, and generates a frame id", async () => {
    window.pbConfig = { nonces: { et_pb_preview: 'c0nfig' } };
    resetPageConfig();
    const { element } = await mountFrame();
    const url = new URL(parts(element).frame.src);
    expect(url.searchParams.get('et_pb_preview_nonce')).to.equal('c0nfig');
    expect(url.searchParams.get('iframe_id')).to.match(/^pb-preview-frame-\d+$/);
  });

  it('render(address, markup) replaces only that module: the others keep their nodes, the old one is torn down, PREVIEW_UPDATED_EVENT fires', async () => {
    const { element } = await mountFrame();
    const page = frameDocument(element);
    const [first, tabs, last] = [page.getElementById('first')!, page.getElementById('tabs')!, page.getElementById('last')!];
    await waitFor(() => tabs.hasAttribute('data-enhanced'), 'the tabs in the frame to render');
    const updated: string[] = [];
    page.addEventListener(PREVIEW_UPDATED_EVENT, (event) => updated.push((event as CustomEvent<{ address: string }>).detail.address));
    const rendered = new Promise<{ address: string; html: string }>((resolve) => element.addEventListener('pb-preview-rendered', (event) => resolve(event.detail), { once: true }));

    const html = await element.render('1', '<pb-tabs id="tabs" data-edited="yes"><h3>C</h3><div><p>Panel c</p></div></pb-tabs>');

    expect(html).to.contain('data-edited="yes"').and.to.contain('Panel c');
    expect(await rendered).to.deep.equal({ address: '1', html });
    const now = page.querySelectorAll('pb-tabs, pb-toggle');
    expect(now.length).to.equal(3);
    expect(now[0]).to.equal(first);
    expect(now[2]).to.equal(last);
    expect(now[1]).to.not.equal(tabs);
    expect(tabs.isConnected).to.equal(false);
    // Torn down: its module unmounted, so its shadow root holds nothing it rendered.
    await waitFor(() => tabs.shadowRoot!.childNodes.length === 0, 'the old module to unmount');
    expect(updated).to.deep.equal(['1']);
    await waitFor(() => now[1]!.hasAttribute('data-enhanced'), 'the new module to render');
  });

  it('sanitizes the markup: no script, no event handler, no style', async () => {
    const { element } = await mountFrame();
    const html = await element.render('0', '<pb-toggle id="first" onclick="window.pwned=1" style="color:red"><details><summary onmouseover="window.pwned=1">Changed</summary><p>x</p></details><script>window.pwned=1</script></pb-toggle>');
    expect(html).to.not.match(/onclick|onmouseover|style=|<script/);
    expect(html).to.contain('Changed');
    expect((parts(element).frame.contentWindow as Window & { pwned?: number }).pwned).to.equal(undefined);
  });

  it('rejects with the frame\'s pb-preview-error: no module at the address, markup that is not one module', async () => {
    const { element } = await mountFrame();
    const failure = (promise: Promise<unknown>) => promise.then(() => 'resolved', (error: Error) => error.message);
    expect(await failure(element.render('9', '<pb-toggle></pb-toggle>'))).to.equal('No module at address "9"');
    expect(await failure(element.render('1.x', '<pb-toggle></pb-toggle>'))).to.equal('No module at address "1.x"');
    expect(await failure(element.render('0', '<div>not a module</div>'))).to.equal('The markup is not one pb-* module');
    expect(await failure(element.render('0', '<pb-toggle></pb-toggle><pb-toggle></pb-toggle>'))).to.equal('The markup is not one pb-* module');
    expect(await failure(element.scrollToModule('7'))).to.equal('No module at address "7"');
    expect(frameDocument(element).querySelectorAll('pb-toggle').length).to.equal(2);
  });

  it('rejects after 10 s without a reply (a frame whose page does not answer)', async () => {
    const held = holdTimeouts(REPLY_TIMEOUT_MS);
    try {
      const holder = fixture<HTMLDivElement>('<div><pb-preview-frame src="/test/browser/fixtures/map-tile.svg"></pb-preview-frame></div>');
      const element = holder.querySelector<PbPreviewFrameElement>('pb-preview-frame')!;
      await upgraded(element);
      const result = element.render('0', '<pb-toggle></pb-toggle>').then(() => 'resolved', (error: Error) => error.message);
      expect(REPLY_TIMEOUT_MS).to.equal(10_000);
      expect(held.pending).to.equal(1);
      held.fire();
      expect(await result).to.contain('did not answer within 10 s');
    } finally {
      held.restore();
    }
  });

  it('scrollToModule(address) glides the page to the module and resolves with 400 ms per 1000 px, within 800..6000 ms', async () => {
    const { element } = await mountFrame();
    const view = parts(element).frame.contentWindow!;
    const last = frameDocument(element).getElementById('last')!;
    // The page's height settles once its modules have rendered (the tabs show one panel).
    const modules = [...frameDocument(element).querySelectorAll('pb-tabs, pb-toggle')];
    await waitFor(() => modules.every((module) => module.hasAttribute('data-enhanced')), 'the modules in the frame to render');
    const start = view.scrollY;
    const target = Math.min(last.getBoundingClientRect().top + start, frameDocument(element).documentElement.scrollHeight - view.innerHeight);
    const duration = await element.scrollToModule('2');
    expect(duration).to.equal(scrollToModuleDuration(target - start));
    expect(duration).to.be.within(800, 6000);
    await waitFor(() => Math.abs(view.scrollY - target) <= 1, 'the frame to arrive at the module');
  });

  it('ignores messages of another window, of another origin, or for another frame id', async () => {
    const { element } = await mountFrame('frame-id="frame-b"');
    const source = parts(element).frame.contentWindow!;
    const readies: unknown[] = [];
    element.addEventListener('pb-preview-ready', (event) => readies.push(event.detail));
    const ready = { type: 'pb-preview-ready', iframe_id: 'frame-b', modules: [] };
    window.dispatchEvent(new MessageEvent('message', { data: ready, origin: location.origin, source: window }));
    window.dispatchEvent(new MessageEvent('message', { data: ready, origin: 'https://evil.example', source }));
    window.dispatchEvent(new MessageEvent('message', { data: { ...ready, iframe_id: 'other' }, origin: location.origin, source }));
    window.dispatchEvent(new MessageEvent('message', { data: { ...ready, modules: 'x' }, origin: location.origin, source }));
    expect(readies).to.deep.equal([]);
    // The same message from the frame's window and origin is heard: the checks are what refused the others.
    window.dispatchEvent(new MessageEvent('message', { data: ready, origin: location.origin, source }));
    expect(readies).to.deep.equal([{ modules: [] }]);
  });

  it('debug mode (SPEC §4, §9 log areas): pbDebug is on both consoles, and the protocol logs each message in its area only while enabled', async () => {
    const { element } = await mountFrame();
    const frameWindow = parts(element).frame.contentWindow as Window & typeof globalThis;
    expect(window.pbDebug, 'the builder page').to.exist;
    expect(frameWindow.pbDebug, 'the previewed page').to.exist;
    const logged: string[] = [];
    const log = console.log;
    const frameLog = frameWindow.console.log;
    console.log = (area: string) => void logged.push(`builder ${area}`);
    frameWindow.console.log = (area: string) => void logged.push(`frame ${area}`);
    const info = console.info;
    console.info = () => undefined;
    try {
      await element.scrollToModule('0');
      expect(logged, 'debug mode off').to.deep.equal([]);
      window.pbDebug!.enable(['store_emit', 'store_action_obj']);
      await element.scrollToModule('1');
      expect(logged).to.deep.equal(['builder [pb-debug:store_emit]', 'frame [pb-debug:store_action_obj]', 'frame [pb-debug:store_emit]', 'builder [pb-debug:store_action_obj]']);
    } finally {
      window.pbDebug!.disable();
      console.log = log;
      frameWindow.console.log = frameLog;
      console.info = info;
    }
  });

  it('posts to the frame\'s origin only', async () => {
    const { element } = await mountFrame();
    const frameWindow = parts(element).frame.contentWindow!;
    const posted: unknown[][] = [];
    const original = frameWindow.postMessage.bind(frameWindow);
    (frameWindow as { postMessage: unknown }).postMessage = (...args: unknown[]) => {
      posted.push(args);
      (original as (...values: unknown[]) => void)(...args);
    };
    await element.render('0', '<pb-toggle id="first"><details><summary>Again</summary><p>x</p></details></pb-toggle>');
    expect(posted.length).to.equal(1);
    expect(posted[0]![1]).to.equal(location.origin);
  });
});

describe('<pb-preview-frame> view modes (SPEC §2 Editor surfaces, §9)', () => {
  afterEach(cleanupFixtures);

  it('desktop is full width; tablet 768 px, phone 375 px, layout-block 600 px, each with a 30 px drag handle', async () => {
    const { element } = await mountFrame();
    expect(parts(element).viewport.getBoundingClientRect().width).to.equal(1400);
    expect(parts(element).handle).to.equal(null);
    for (const [mode, width] of [['tablet', 768], ['phone', 375], ['layout-block', 600]] as const) {
      element.setAttribute('view-mode', mode);
      await frames(2);
      const { viewport, handle } = parts(element);
      expect(viewport.getBoundingClientRect().width, mode).to.equal(width);
      expect(handle!.getBoundingClientRect().width, mode).to.equal(30);
      expect(viewport.getBoundingClientRect().top - element.getBoundingClientRect().top, mode).to.equal(30);
    }
  });

  it('the handle resizes a device view by pointer and by arrow keys, and is a labelled separator', async () => {
    const { element } = await mountFrame('view-mode="tablet"');
    await frames(2);
    const handle = parts(element).handle!;
    expect(handle.getAttribute('role')).to.equal('separator');
    expect(handle.getAttribute('aria-label')).to.equal('Preview width');
    expect(handle.getAttribute('aria-valuenow')).to.equal('768');
    handle.focus();
    handle.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    await frames(2);
    expect(parts(element).viewport.getBoundingClientRect().width).to.equal(778);
    const box = handle.getBoundingClientRect();
    const at = { clientX: box.left + 15, clientY: box.top + 20, pointerId: 1, button: 0, bubbles: true };
    handle.dispatchEvent(new PointerEvent('pointerdown', at));
    handle.dispatchEvent(new PointerEvent('pointermove', { ...at, clientX: at.clientX - 50 }));
    handle.dispatchEvent(new PointerEvent('pointerup', { ...at, clientX: at.clientX - 50 }));
    await frames(2);
    expect(parts(element).viewport.getBoundingClientRect().width).to.equal(678);
    // Another mode starts from its own width.
    element.setAttribute('view-mode', 'phone');
    await frames(2);
    expect(parts(element).viewport.getBoundingClientRect().width).to.equal(375);
  });

  it('zoom lays the page out twice as wide and scales it by ½ (zoom factor 2)', async () => {
    const { element } = await mountFrame('view-mode="zoom"');
    await frames(2);
    const { frame, viewport } = parts(element);
    expect(frame.offsetWidth).to.equal(2 * viewport.clientWidth);
    expect(frame.getBoundingClientRect().width).to.equal(viewport.clientWidth);
    expect(frame.contentWindow!.innerWidth).to.equal(2800);
  });

  it('wireframe is posted to the frame: every module outlined and labelled with its tag and address; leaving it removes them', async () => {
    const { element } = await mountFrame();
    const page = frameDocument(element);
    element.setAttribute('view-mode', 'wireframe');
    await waitFor(() => page.documentElement.getAttribute('data-pb-view-mode') === 'wireframe', 'the frame to switch');
    expect([...page.querySelectorAll('[data-pb-wireframe]')].map((module) => module.getAttribute('data-pb-wireframe'))).to.deep.equal(['pb-toggle 0', 'pb-tabs 1', 'pb-toggle 2']);
    expect(getComputedStyle(page.getElementById('tabs')!).outlineStyle).to.equal('dashed');
    // A module rendered in wireframe mode is labelled too; the reply's markup is the author's.
    const html = await element.render('1', '<pb-tabs id="tabs"><h3>D</h3><div><p>d</p></div></pb-tabs>');
    expect(html).to.not.contain('data-pb-wireframe');
    expect(page.getElementById('tabs')!.getAttribute('data-pb-wireframe')).to.equal('pb-tabs 1');
    element.setAttribute('view-mode', 'desktop');
    await waitFor(() => page.documentElement.getAttribute('data-pb-view-mode') === 'desktop', 'the frame to switch back');
    expect(page.querySelectorAll('[data-pb-wireframe]').length).to.equal(0);
    expect(getComputedStyle(page.getElementById('tabs')!).outlineStyle).to.equal('none');
  });

  it('tells a reloaded frame the current view mode', async () => {
    const { element } = await mountFrame('view-mode="wireframe"');
    await waitFor(() => frameDocument(element).documentElement.getAttribute('data-pb-view-mode') === 'wireframe', 'the first page to be told');
    const again = new Promise((resolve) => element.addEventListener('pb-preview-ready', resolve, { once: true }));
    parts(element).frame.contentWindow!.location.reload();
    await again;
    await waitFor(() => frameDocument(element).documentElement.getAttribute('data-pb-view-mode') === 'wireframe', 'the reloaded page to be told');
  });

  it('axe-core finds nothing on the element in a device view', async () => {
    const { element } = await mountFrame('view-mode="phone"');
    await frames(2);
    expect(await axeViolations(element.parentElement!)).to.deep.equal([]);
  });
});
