/**
 * The frame runtime on its own (react-core/preview/preview-runtime.ts, SPEC.md §7 "Builder
 * preview frame"): this test page is the previewed page and a same-origin iframe plays the
 * builder (window.parent). Only the builder's window at the builder's origin is heard, for this
 * frame's id; every reply is posted to the builder's origin, never `*`.
 */
import { expect } from 'chai';
import { emulateMedia } from '@web/test-runner-commands';
import '../../elements/pb-toggle';
import type { FrameMessage } from '../../react-core/preview-frame/protocol';
import { startPreviewRuntime, VIEW_MODE_ATTRIBUTE } from '../../react-core/preview/preview-runtime';
import { scrollToModuleDuration } from '../../react-core/preview/scroll-to-module';
import { resetPageConfig } from '../../react-core/runtime/page-config';
import { cleanupFixtures, fixture, frames, waitFor } from './helpers';

interface Builder {
  window: Window;
  /** What the runtime posted to the builder, with the target origin of each. */
  posted: Array<{ message: FrameMessage; targetOrigin: string }>;
  /** Posts `data` to this page from the builder's own realm (the message's source is the builder's window). */
  send(data: unknown): void;
}

const iframes: HTMLIFrameElement[] = [];

/** A same-origin iframe standing in for a window: the builder, or another window of the site. */
function sameOriginWindow(): Builder {
  const iframe = document.createElement('iframe');
  iframe.title = 'Builder';
  document.body.append(iframe);
  iframes.push(iframe);
  const view = iframe.contentWindow!;
  const posted: Builder['posted'] = [];
  (view as { postMessage: unknown }).postMessage = (message: FrameMessage, targetOrigin: string) => posted.push({ message, targetOrigin });
  const post = new (view as unknown as { Function: FunctionConstructor }).Function('data', 'origin', 'parent.postMessage(data, origin)') as (data: unknown, origin: string) => void;
  return { window: view, posted, send: (data) => post(data, location.origin) };
}

/** Resolves once this page has received `count` more messages (whoever sent them), so a message that must be ignored has arrived. */
function received(count = 1): Promise<void> {
  return new Promise((resolve) => {
    let left = count;
    const listener = (): void => {
      left -= 1;
      if (left > 0) return;
      window.removeEventListener('message', listener);
      // After the runtime's own listener (added earlier) has run.
      setTimeout(resolve);
    };
    window.addEventListener('message', listener);
  });
}

const PAGE = '<div><pb-toggle id="one"><details><summary>One</summary><p>1</p></details></pb-toggle><pb-toggle id="two"><details><summary>Two</summary><p>2</p></details></pb-toggle><div style="height:4000px"></div><pb-toggle id="three"><details><summary>Three</summary><p>3</p></details></pb-toggle><div style="height:2000px"></div></div>';

describe('frame runtime (pb-preview.js): accepts the parent window at the parent origin only, replies there only', () => {
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    stop = undefined;
    for (const iframe of iframes.splice(0)) iframe.remove();
    cleanupFixtures();
    document.documentElement.removeAttribute(VIEW_MODE_ATTRIBUTE);
    window.scrollTo(0, 0);
  });

  it("posts pb-preview-ready with the page's module tree to the parent's origin, and answers a render there", async () => {
    fixture(PAGE);
    const builder = sameOriginWindow();
    stop = startPreviewRuntime({ parent: builder.window, parentOrigin: location.origin, frameId: 'f1' });
    expect(builder.posted.length).to.equal(1);
    const [ready] = builder.posted;
    expect(ready!.targetOrigin).to.equal(location.origin);
    expect(ready!.message.type).to.equal('pb-preview-ready');
    expect(ready!.message.iframe_id).to.equal('f1');
    const modules = ready!.message.type === 'pb-preview-ready' ? ready!.message.modules : [];
    expect(modules.filter((node) => node.tag === 'pb-toggle').map((node) => node.attributes.id)).to.deep.equal(['one', 'two', 'three']);

    const address = modules.find((node) => node.attributes.id === 'two')!.address;
    const arrived = received();
    builder.send({ type: 'pb-preview-render', iframe_id: 'f1', address, shortcode: '<pb-toggle id="two" data-new=""><details><summary>New</summary><p>n</p></details></pb-toggle>' });
    await arrived;
    expect(document.getElementById('two')!.hasAttribute('data-new')).to.equal(true);
    expect(builder.posted.map(({ message, targetOrigin }) => [message.type, targetOrigin])).to.deep.equal([
      ['pb-preview-ready', location.origin],
      ['pb-preview-rendered', location.origin],
    ]);
  });

  it('ignores the same messages from another window of the same origin, and for another frame id', async () => {
    fixture(PAGE);
    const builder = sameOriginWindow();
    const stranger = sameOriginWindow();
    stop = startPreviewRuntime({ parent: builder.window, parentOrigin: location.origin, frameId: 'f1' });
    const before = document.getElementById('one');
    const arrived = received(2);
    stranger.send({ type: 'pb-preview-render', iframe_id: 'f1', address: '0', shortcode: '<pb-toggle id="one" data-stranger=""></pb-toggle>' });
    builder.send({ type: 'pb-preview-render', iframe_id: 'other', address: '0', shortcode: '<pb-toggle id="one" data-other=""></pb-toggle>' });
    await arrived;
    expect(document.getElementById('one')).to.equal(before);
    expect(builder.posted.length + stranger.posted.length).to.equal(1);
  });

  it('ignores a message of another origin (a sandboxed frame, origin "null")', async () => {
    fixture(PAGE);
    const builder = sameOriginWindow();
    stop = startPreviewRuntime({ parent: builder.window, parentOrigin: location.origin, frameId: 'f1' });
    const before = document.getElementById('one');
    const arrived = received();
    const sandboxed = document.createElement('iframe');
    sandboxed.title = 'Another origin';
    sandboxed.sandbox.add('allow-scripts');
    sandboxed.srcdoc = `<script>parent.postMessage({ type: 'pb-preview-render', iframe_id: 'f1', address: '0', shortcode: '<pb-toggle id="one" data-foreign=""></pb-toggle>' }, '*')</script>`;
    iframes.push(sandboxed);
    document.body.append(sandboxed);
    await arrived;
    expect(document.getElementById('one')).to.equal(before);
    expect(builder.posted.length).to.equal(1);
  });

  it("with builderOrigin, the builder's window at the page's origin is not heard, and every reply goes to builderOrigin", async () => {
    fixture(PAGE);
    const builder = sameOriginWindow();
    stop = startPreviewRuntime({ parent: builder.window, parentOrigin: 'https://builder.example', frameId: 'f1' });
    const before = document.getElementById('one');
    const arrived = received();
    builder.send({ type: 'pb-preview-render', iframe_id: 'f1', address: '0', shortcode: '<pb-toggle id="one" data-wrong-origin=""></pb-toggle>' });
    await arrived;
    expect(document.getElementById('one')).to.equal(before);
    expect(builder.posted.map(({ targetOrigin }) => targetOrigin)).to.deep.equal(['https://builder.example']);
  });

  it('answers a scroll with the duration of the 400 ms per 1000 px rule and glides there; with reduced motion 0 (a jump)', async () => {
    fixture(PAGE);
    const builder = sameOriginWindow();
    stop = startPreviewRuntime({ parent: builder.window, parentOrigin: location.origin, frameId: 'f1' });
    const tree = (builder.posted[0]!.message as Extract<FrameMessage, { type: 'pb-preview-ready' }>).modules;
    const addressOf = (id: string): string => tree.find((node) => node.attributes.id === id)!.address;
    const three = document.getElementById('three')!;
    await waitFor(() => three.hasAttribute('data-enhanced'), 'the toggles to render');
    const distance = three.getBoundingClientRect().top;
    let arrived = received();
    const sentAt = performance.now();
    builder.send({ type: 'pb-preview-scroll', iframe_id: 'f1', address: addressOf('three') });
    await arrived;
    const duration = scrollToModuleDuration(distance);
    expect(builder.posted[1]!.message).to.deep.equal({ type: 'pb-preview-scrolled', iframe_id: 'f1', address: addressOf('three'), duration });
    await waitFor(() => Math.abs(three.getBoundingClientRect().top) <= 1, 'the glide to arrive');
    // The glide's last frames (within a pixel of the end) are over before the next request.
    await waitFor(() => performance.now() - sentAt > duration, 'the glide to end');
    await frames(2);
    try {
      await emulateMedia({ reducedMotion: 'reduce' });
      arrived = received();
      builder.send({ type: 'pb-preview-scroll', iframe_id: 'f1', address: addressOf('one') });
      await arrived;
      expect(builder.posted[2]!.message).to.deep.equal({ type: 'pb-preview-scrolled', iframe_id: 'f1', address: addressOf('one'), duration: 0 });
      await frames(2);
      expect(Math.round(document.getElementById('one')!.getBoundingClientRect().top)).to.equal(0);
    } finally {
      await emulateMedia({ reducedMotion: 'no-preference' });
    }
  });

  it('switches the view mode on <html data-pb-view-mode>', async () => {
    fixture(PAGE);
    const builder = sameOriginWindow();
    stop = startPreviewRuntime({ parent: builder.window, parentOrigin: location.origin, frameId: 'f1' });
    const arrived = received(2);
    builder.send({ type: 'pb-preview-view-mode', iframe_id: 'f1', mode: 'tablet' });
    builder.send({ type: 'pb-preview-view-mode', iframe_id: 'f1', mode: 'not-a-mode' });
    await arrived;
    expect(document.documentElement.getAttribute(VIEW_MODE_ATTRIBUTE)).to.equal('tablet');
  });

  it("wireframe outlines carry the page's CSS container prefix: modules inside the container are outlined, others not", async () => {
    window.pbConfig = { cssContainerPrefix: '#page-container' };
    resetPageConfig();
    try {
      fixture(`<div id="page-container">${PAGE}</div><pb-toggle id="outside"><details><summary>Out</summary></details></pb-toggle>`);
      const builder = sameOriginWindow();
      stop = startPreviewRuntime({ parent: builder.window, parentOrigin: location.origin, frameId: 'f1' });
      const arrived = received();
      builder.send({ type: 'pb-preview-view-mode', iframe_id: 'f1', mode: 'wireframe' });
      await arrived;
      expect(getComputedStyle(document.getElementById('one')!).outlineStyle).to.equal('dashed');
      expect(document.getElementById('outside')!.hasAttribute('data-pb-wireframe'), 'labelled like every module').to.equal(true);
      expect(getComputedStyle(document.getElementById('outside')!).outlineStyle).to.equal('none');
      builder.send({ type: 'pb-preview-view-mode', iframe_id: 'f1', mode: 'desktop' });
      await received();
    } finally {
      delete window.pbConfig;
      resetPageConfig();
    }
  });
});

