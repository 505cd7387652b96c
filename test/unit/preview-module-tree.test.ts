// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { childModules, moduleAddress, moduleAt, moduleAttributes, moduleTree, validAddress } from '../../react-core/preview-frame/module-tree';

const PAGE = `<!doctype html><html><body>
  <header><pb-header fixed><pb-menu breakpoint="phone"></pb-menu></pb-header></header>
  <main>
    <section>
      <div class="row"><pb-tabs id="t" data-enhanced>
        <div><pb-slider autoplay></pb-slider></div>
        <pb-toggle title="One"><pb-video></pb-video></pb-toggle>
      </pb-tabs></div>
      <p>text <span>not a module</span></p>
    </section>
    <pb-blog data-failed></pb-blog>
  </main>
</body></html>`;

/** The page as the editor has it: parsed from its source, never rendered. */
const parse = (html: string): Document => new DOMParser().parseFromString(html, 'text/html');

describe('module tree and addresses (SPEC §3 "Builder data": dot-separated numbers giving the position in the tree)', () => {
  it('lists every pb-* module depth first, each addressed by its index among the modules of its nearest module ancestor', () => {
    const tree = moduleTree(parse(PAGE));
    expect(tree.map(({ address, tag }) => `${address} ${tag}`)).toEqual([
      '0 pb-header',
      '0.0 pb-menu',
      '1 pb-tabs',
      '1.0 pb-slider',
      '1.1 pb-toggle',
      '1.1.0 pb-video',
      '2 pb-blog',
    ]);
  });

  it('gives the attributes as in the source, without those the runtime writes on upgrade (data-enhanced, data-failed)', () => {
    const tree = moduleTree(parse(PAGE));
    expect(tree.find((node) => node.tag === 'pb-header')?.attributes).toEqual({ fixed: '' });
    expect(tree.find((node) => node.tag === 'pb-tabs')?.attributes).toEqual({ id: 't' });
    expect(tree.find((node) => node.tag === 'pb-blog')?.attributes).toEqual({});
    expect(tree.find((node) => node.tag === 'pb-toggle')?.attributes).toEqual({ title: 'One' });
  });

  it('finds the module at an address, and the address of a module: the two agree for every module', () => {
    const page = parse(PAGE);
    for (const { address, tag } of moduleTree(page)) {
      const element = moduleAt(page, address);
      expect(element?.localName).toBe(tag);
      expect(moduleAddress(page, element!)).toBe(address);
    }
  });

  it('addresses relative to any root: the body, or an element', () => {
    const page = parse(PAGE);
    expect(moduleTree(page.body).map((node) => node.address)).toEqual(moduleTree(page).map((node) => node.address));
    const main = page.querySelector('main')!;
    expect(moduleTree(main).map((node) => `${node.address} ${node.tag}`)[0]).toBe('0 pb-tabs');
    expect(moduleAddress(main, page.querySelector('pb-video')!)).toBe('0.1.0');
    // Not under that root.
    expect(moduleAddress(main, page.querySelector('pb-menu')!)).toBe('');
  });

  it('a module address is valid only if all parts are numeric, otherwise it is empty (SPEC §5)', () => {
    expect(validAddress('0')).toBe('0');
    expect(validAddress('1.10.2')).toBe('1.10.2');
    for (const invalid of ['', '1.', '.1', '1..2', '1.a', 'a', '-1', '1.2 ', '0x1', '1e2']) expect(validAddress(invalid)).toBe('');
  });

  it('no module at an invalid address or past the end of a level', () => {
    const page = parse(PAGE);
    expect(moduleAt(page, '1.a')).toBeNull();
    expect(moduleAt(page, '')).toBeNull();
    expect(moduleAt(page, '3')).toBeNull();
    expect(moduleAt(page, '0.1')).toBeNull();
    expect(moduleAt(page, '2.0')).toBeNull();
  });

  it('an element that is not a module has no address; a page without modules has an empty tree', () => {
    const page = parse(PAGE);
    expect(moduleAddress(page, page.querySelector('section')!)).toBe('');
    expect(moduleTree(parse('<p>nothing</p>'))).toEqual([]);
    expect(childModules(parse('<p>nothing</p>'))).toEqual([]);
  });

  it('modules under a shared wrapper are siblings; a module inside a module is not a sibling of its parent', () => {
    const page = parse('<div><pb-toggle></pb-toggle></div><div><div><pb-toggle><span><pb-animate></pb-animate></span></pb-toggle></div></div>');
    expect(childModules(page).map((element) => moduleAddress(page, element))).toEqual(['0', '1']);
    expect(moduleAddress(page, page.querySelector('pb-animate')!)).toBe('1.0');
    expect(moduleAttributes(page.querySelector('pb-animate')!)).toEqual({});
  });
});
