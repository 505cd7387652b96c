/**
 * The module loader and the page at rest (react-core/loader/module-loader.ts,
 * runtime/page-rest.ts): while the page scrolls, an entry that is not urgent is fetched but does
 * not run (running it would define its element and set up its instances in a scroll frame); it
 * runs once the page rests, or at once when an urgent load asks for it.
 */
import { expect } from 'chai';
import { createModuleLoader } from '../../react-core/loader/module-loader';
import { wait, waitFor } from './helpers';

const BASE = new URL('/test/fixtures/module-loader/', location.href);
const ran: string[] = [];
addEventListener('probe-ran', (event) => ran.push((event as CustomEvent<string>).detail));

const preloaded = (entry: string): boolean =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel=modulepreload]')].some((link) => link.href === new URL(entry, BASE).href);

describe('module loader: entries run once the page rests', () => {
  it('an entry that is not urgent is fetched while the page scrolls and runs once it rests', async () => {
    let scrolling = true;
    const { load } = createModuleLoader(BASE, { files: [], imports: {}, lazy: {} }, Promise.resolve(), () => (scrolling ? 50 : 0));
    const loaded = load('probe-a.js');
    await wait(300);
    expect(preloaded('probe-a.js'), 'fetched').to.equal(true);
    expect(ran, 'not run while scrolling').to.not.include('probe-a.js');
    scrolling = false;
    expect(await loaded).to.equal(true);
    expect(ran).to.include('probe-a.js');
  });

  it('an urgent load of an entry waiting for the rest runs it at once', async () => {
    const { load } = createModuleLoader(BASE, { files: [], imports: {}, lazy: {} }, Promise.resolve(), () => 50);
    void load('probe-b.js');
    await wait(200);
    expect(ran).to.not.include('probe-b.js');
    void load('probe-b.js', true);
    await waitFor(() => ran.includes('probe-b.js'), 'the entry to run though the page still scrolls');
  });
});
