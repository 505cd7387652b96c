// @vitest-environment happy-dom
/**
 * The parent side of the preview protocol (react-core/preview-frame/preview-channel.ts; SPEC.md §7
 * "Builder preview frame"): requests wait for the frame's ready, each is settled by its own reply,
 * by the frame's error for its address, or after 10 s; only the frame's window and origin are heard;
 * every post goes to the frame's origin.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PreviewChannel, REPLY_TIMEOUT_MS } from '../../react-core/preview-frame/preview-channel';
import type { ModuleNode, ParentMessage } from '../../react-core/preview-frame/protocol';

const ORIGIN = 'https://site.example';

function setup() {
  const posted: Array<{ message: ParentMessage; origin: string }> = [];
  const frame = { postMessage: (message: ParentMessage, origin: string) => posted.push({ message, origin }) } as unknown as Window;
  const ready = vi.fn<(modules: ModuleNode[]) => void>();
  const rendered = vi.fn<(address: string, html: string) => void>();
  const channel = new PreviewChannel({ ready, rendered });
  channel.attach({ window: frame, origin: ORIGIN, frameId: 'f1' });
  const reply = (data: object, source: unknown = frame, origin = ORIGIN): void =>
    channel.handleMessage(new MessageEvent('message', { data: { iframe_id: 'f1', ...data }, origin, source: source as Window }));
  return { channel, posted, ready, rendered, reply, frame };
}

const settled = async <T,>(promise: Promise<T>): Promise<T | string> => promise.catch((error: Error) => `rejected: ${error.message}`);

describe('preview channel (the parent side of the protocol)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("holds requests until the frame's ready, then sends the view mode first and the requests in order, to the frame's origin", async () => {
    const { channel, posted, ready, reply } = setup();
    channel.setViewMode('tablet');
    const render = channel.render('1', '<pb-tabs></pb-tabs>');
    const scroll = channel.scroll('2');
    expect(posted).toEqual([]);
    reply({ type: 'pb-preview-ready', modules: [{ address: '0', tag: 'pb-tabs', attributes: {} }] });
    expect(ready).toHaveBeenCalledWith([{ address: '0', tag: 'pb-tabs', attributes: {} }]);
    expect(channel.modules).toHaveLength(1);
    expect(posted.map(({ message }) => message.type)).toEqual(['pb-preview-view-mode', 'pb-preview-render', 'pb-preview-scroll']);
    expect(posted.every(({ origin, message }) => origin === ORIGIN && message.iframe_id === 'f1')).toBe(true);
    expect(posted[0]!.message).toEqual({ type: 'pb-preview-view-mode', mode: 'tablet', iframe_id: 'f1' });
    reply({ type: 'pb-preview-scrolled', address: '2', duration: 1200 });
    reply({ type: 'pb-preview-rendered', address: '1', html: '<pb-tabs id="x"></pb-tabs>' });
    expect(await render).toBe('<pb-tabs id="x"></pb-tabs>');
    expect(await scroll).toBe(1200);
  });

  it('settles each request by the reply for its own address, oldest first', async () => {
    const { channel, reply, rendered } = setup();
    reply({ type: 'pb-preview-ready', modules: [] });
    const first = channel.render('0', 'a');
    const second = channel.render('1', 'b');
    const third = channel.render('0', 'c');
    reply({ type: 'pb-preview-rendered', address: '1', html: 'B' });
    reply({ type: 'pb-preview-rendered', address: '0', html: 'A' });
    reply({ type: 'pb-preview-rendered', address: '0', html: 'C' });
    expect([await first, await second, await third]).toEqual(['A', 'B', 'C']);
    expect(rendered.mock.calls).toEqual([['1', 'B'], ['0', 'A'], ['0', 'C']]);
    // A reply nobody asked for settles nothing and is not announced.
    reply({ type: 'pb-preview-rendered', address: '5', html: 'X' });
    expect(rendered).toHaveBeenCalledTimes(3);
  });

  it("rejects with the frame's error message, for the request of that address", async () => {
    const { channel, reply } = setup();
    reply({ type: 'pb-preview-ready', modules: [] });
    const scroll = channel.scroll('3');
    const render = channel.render('1', 'x');
    reply({ type: 'pb-preview-error', address: '1', message: 'The markup is not one pb-* module' });
    expect(await settled(render)).toBe('rejected: The markup is not one pb-* module');
    reply({ type: 'pb-preview-error', message: 'Something else' });
    expect(await settled(scroll)).toBe('rejected: Something else');
  });

  it('rejects after 10 s without a reply', async () => {
    const { channel } = setup();
    expect(REPLY_TIMEOUT_MS).toBe(10_000);
    const render = settled(channel.render('1', 'x'));
    vi.advanceTimersByTime(REPLY_TIMEOUT_MS - 1);
    let done = false;
    void render.then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    vi.advanceTimersByTime(1);
    expect(await render).toBe('rejected: The preview frame did not answer within 10 s (pb-preview-render 1)');
  });

  it('hears only the frame: another window, another origin, another frame id or another shape is ignored', async () => {
    const { channel, reply, ready } = setup();
    const render = channel.render('0', 'x');
    reply({ type: 'pb-preview-ready', modules: [] }, {} as Window);
    reply({ type: 'pb-preview-ready', modules: [] }, undefined, 'https://evil.example');
    reply({ type: 'pb-preview-ready', modules: [], iframe_id: 'f2' });
    reply({ type: 'pb-preview-ready', modules: 'all' });
    expect(ready).not.toHaveBeenCalled();
    reply({ type: 'pb-preview-ready', modules: [] });
    reply({ type: 'pb-preview-rendered', address: '0', html: 'forged' }, {} as Window);
    reply({ type: 'pb-preview-rendered', address: '0', html: 'real' });
    expect(await render).toBe('real');
  });

  it('a reloaded frame is told the view mode again; closing rejects what waits', async () => {
    const { channel, posted, reply, frame } = setup();
    reply({ type: 'pb-preview-ready', modules: [] });
    channel.setViewMode('zoom');
    channel.attach({ window: frame, origin: ORIGIN, frameId: 'f1' });
    reply({ type: 'pb-preview-ready', modules: [] });
    expect(posted.map(({ message }) => message.type === 'pb-preview-view-mode' && message.mode)).toEqual(['desktop', 'zoom', 'zoom']);
    const render = settled(channel.render('0', 'x'));
    channel.close();
    expect(await render).toBe('rejected: The preview frame was removed');
    vi.advanceTimersByTime(REPLY_TIMEOUT_MS);
  });
});
