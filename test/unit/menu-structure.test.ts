// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { readMenu } from '../../react-core/menu/menu-structure';

function host(markup: string): HTMLElement {
  const element = document.createElement('pb-menu');
  element.innerHTML = markup;
  return element;
}

describe('readMenu', () => {
  it('finds the list inside the <nav>, and every parent item with its level, parent and label', () => {
    const menu = readMenu(
      host(`<nav aria-label="Main"><ul>
        <li><a href="/">Home</a></li>
        <li><a href="/shop">  Shop
          now</a><ul><li><a href="/bags">Bags</a><ul><li><a href="/b">B</a></li></ul></li></ul></li>
      </ul></nav>`),
    );
    expect(menu.nav?.getAttribute('aria-label')).toBe('Main');
    expect(menu.list?.parentElement?.localName).toBe('nav');
    expect(menu.items.map(({ label, level, parent, mega }) => ({ label, level, parent, mega }))).toEqual([
      { label: 'Shop now', level: 0, parent: -1, mega: false },
      { label: 'Bags', level: 1, parent: 0, mega: false },
    ]);
  });

  it('reads a list placed directly in the element', () => {
    const menu = readMenu(host('<ul><li><a href="/a">A</a><ul><li><a href="/b">B</a></li></ul></li></ul>'));
    expect(menu.nav).toBeNull();
    expect(menu.items).toHaveLength(1);
  });

  it('counts the columns of top-level mega menus (class or attribute form); columns get no toggles', () => {
    const menu = readMenu(
      host(`<ul>
        <li class="mega-menu"><a href="/g">Guides</a><ul>
          <li><a href="/1">One</a><ul><li><a href="/1a">1a</a></li></ul></li><li><a href="/2">Two</a></li><li><a href="/3">Three</a></li>
        </ul></li>
        <li data-mega-menu><a href="/w">Wide</a><ul><li>1</li><li>2</li><li>3</li><li>4</li></ul></li>
      </ul>`),
    );
    expect(menu.items.map(({ label, mega, columns }) => ({ label, mega, columns }))).toEqual([
      { label: 'Guides', mega: true, columns: 3 },
      { label: 'Wide', mega: true, columns: 4 },
    ]);
  });

  it('ignores its own toggle buttons and returns no list when there is none', () => {
    const element = host('<ul><li><a href="/a">A</a><button data-pb-generated></button><ul><li>x</li></ul></li></ul>');
    expect(readMenu(element).items[0]?.link?.localName).toBe('a');
    expect(readMenu(host('<p>No menu</p>'))).toEqual({ list: null, nav: null, items: [] });
  });
});
