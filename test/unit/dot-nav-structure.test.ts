// @vitest-environment happy-dom
/** Which sections the dot navigation lists, and their names (happy-dom). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readDotNav, sectionName } from '../../react-core/dot-nav/dot-nav-structure';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

function host(markup = ''): HTMLElement {
  const element = document.createElement('pb-dot-nav');
  element.innerHTML = markup;
  document.body.append(element);
  return element;
}

describe('dot navigation structure', () => {
  it('builds the list from the sections selector, named by aria-label, aria-labelledby or first heading', () => {
    document.body.innerHTML = `<main>
      <section id="a" aria-label="Alpha"><h2>Ignored</h2></section>
      <section id="b" aria-labelledby="b-title"><h2 id="b-title">Beta <em>two</em></h2></section>
      <section id="c"><div><h3>  Gamma
        three </h3></div></section>
      <section id="d"><p>No heading</p></section>
      <section><h2>No id</h2></section>
    </main>`;
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { items, fromLinks } = readDotNav(host(), 'main section[id]', 'pb-dot-nav');
    expect(fromLinks).toBe(false);
    expect(items.map(({ id, name }) => [id, name])).toEqual([
      ['a', 'Alpha'],
      ['b', 'Beta two'],
      ['c', 'Gamma three'],
      ['d', 'd'],
    ]);
  });

  it('prefers the author\'s links, in their order, with their text and the nav label', () => {
    document.body.innerHTML = '<section id="one"><h2>One</h2></section><section id="two"><h2>Two</h2></section>';
    const element = host('<nav aria-label="On this page"><ul><li><a href="#two">Second</a></li><li><a href="#one"></a></li></ul></nav>');
    const { items, label, fromLinks } = readDotNav(element, 'main section[id]', 'pb-dot-nav');
    expect(fromLinks).toBe(true);
    expect(label).toBe('On this page');
    expect(items.map(({ id, name }) => [id, name])).toEqual([
      ['two', 'Second'],
      ['one', 'One'],
    ]);
  });

  it('warns about a link without a target and leaves it out', () => {
    document.body.innerHTML = '<section id="one"><h2>One</h2></section>';
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { items } = readDotNav(host('<a href="#missing-target">Gone</a><a href="#one">One</a>'), '', 'pb-dot-nav');
    expect(items.map(({ id }) => id)).toEqual(['one']);
    expect(warn.mock.calls.flat().join(' ')).toContain('#missing-target');
  });

  it('warns about an invalid selector and uses the default', () => {
    document.body.innerHTML = '<main><section id="s1"><h2>S1</h2></section></main>';
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { items } = readDotNav(host(), 'main >>> [[', 'pb-dot-nav');
    expect(items.map(({ id }) => id)).toEqual(['s1']);
    expect(warn.mock.calls.flat().join(' ')).toContain('"sections"');
  });

  it('never turns a name into markup', () => {
    const section = document.createElement('section');
    section.innerHTML = '<h2>&lt;img src=x onerror=alert(1)&gt;</h2>';
    expect(sectionName(section)).toBe('<img src=x onerror=alert(1)>');
  });
});
