// @vitest-environment happy-dom
/**
 * The demo editor's pure logic (demo/editor/editor-model.ts, docs/demo-server.md "Demo editor"): pages, view
 * modes, attribute fields from the custom-elements manifest, values read from and written to a
 * module's source element.
 */
import { describe, expect, it } from 'vitest';
import {
  applyField,
  attributeFields,
  choicesOf,
  EDITOR_PAGES,
  fieldValue,
  type Manifest,
  moduleLabel,
  moduleLevel,
  pageFromQuery,
  VIEW_MODES,
} from '../../demo/editor/editor-model';

const MANIFEST: Manifest = {
  modules: [
    { declarations: [{ tagName: 'pb-other', attributes: [{ name: 'x' }] }] },
    { declarations: [{}] },
    {
      declarations: [
        {
          tagName: 'pb-sticky',
          attributes: [
            { name: 'position', type: { text: "'none' | 'top' | 'bottom' | 'top-bottom'" }, description: 'Where it sticks.', default: 'none' },
            { name: 'offset-surrounding', type: { text: 'boolean' }, description: 'Adds the surrounding sticky modules.' },
            { name: 'top-offset', type: { text: 'string' } },
            { name: 'z-index', type: { text: 'number' }, default: '10000' },
          ],
        },
      ],
    },
  ],
};

describe('the demo editor: pages and view modes', () => {
  it('the view-mode switcher offers the five view modes of SPEC.md §2 and the layout-block preview of §9', () => {
    expect(VIEW_MODES.map(({ mode }) => mode).sort()).toEqual(['desktop', 'layout-block', 'phone', 'tablet', 'wireframe', 'zoom']);
  });

  it('?page= opens one of the editor’s demo pages, anything else the first', () => {
    expect(pageFromQuery('?page=/sticky.html')).toBe('/sticky.html');
    expect(pageFromQuery('')).toBe(EDITOR_PAGES[0].path);
    expect(pageFromQuery('?page=https://evil.example/')).toBe(EDITOR_PAGES[0].path);
    expect(pageFromQuery('?page=/editor/')).toBe(EDITOR_PAGES[0].path);
  });
});

describe('the demo editor: attribute fields from custom-elements.json', () => {
  it('a union of string literals is a choice, boolean a checkbox, anything else text', () => {
    expect(choicesOf("'a' | 'b-c'")).toEqual(['a', 'b-c']);
    expect(choicesOf('string')).toBeNull();
    expect(choicesOf("'a' | number")).toBeNull();
    expect(attributeFields(MANIFEST, 'pb-sticky')).toEqual([
      { name: 'position', kind: 'choice', choices: ['none', 'top', 'bottom', 'top-bottom'], description: 'Where it sticks.', defaultValue: 'none' },
      { name: 'offset-surrounding', kind: 'boolean', choices: [], description: 'Adds the surrounding sticky modules.', defaultValue: '' },
      { name: 'top-offset', kind: 'text', choices: [], description: '', defaultValue: '' },
      { name: 'z-index', kind: 'text', choices: [], description: '', defaultValue: '10000' },
    ]);
  });

  it('a tag the manifest does not list has no fields', () => {
    expect(attributeFields(MANIFEST, 'pb-nothing')).toEqual([]);
  });

  it('current values come from the source: a boolean is on by presence or on/yes/true (ELEMENTS.md), off otherwise', () => {
    const [position, surrounding] = attributeFields(MANIFEST, 'pb-sticky');
    expect(fieldValue(position, { position: 'top' })).toBe('top');
    expect(fieldValue(position, {})).toBe('');
    for (const on of ['', 'on', 'yes', 'true', 'offset-surrounding']) expect(fieldValue(surrounding, { 'offset-surrounding': on }), on).toBe(true);
    for (const off of ['off', 'no', 'false', 'default', 'maybe']) expect(fieldValue(surrounding, { 'offset-surrounding': off }), off).toBe(false);
    expect(fieldValue(surrounding, {})).toBe(false);
  });

  it('an edit writes the source element: a boolean by presence, an emptied field removed (the default applies again)', () => {
    const [position, surrounding] = attributeFields(MANIFEST, 'pb-sticky');
    const element = document.createElement('pb-sticky');
    applyField(element, surrounding, true);
    applyField(element, position, 'bottom');
    expect(element.outerHTML).toBe('<pb-sticky offset-surrounding="" position="bottom"></pb-sticky>');
    applyField(element, surrounding, false);
    applyField(element, position, '');
    expect(element.outerHTML).toBe('<pb-sticky></pb-sticky>');
  });
});

describe('the demo editor: the module tree’s labels', () => {
  it('a module reads as its address, tag and id; its level is its number of address parts', () => {
    expect(moduleLabel({ address: '1.0', tag: 'pb-toggle', attributes: { id: 'care-toggle' } })).toBe('1.0 pb-toggle #care-toggle');
    expect(moduleLabel({ address: '2', tag: 'pb-tabs', attributes: {} })).toBe('2 pb-tabs');
    expect(moduleLevel('2')).toBe(1);
    expect(moduleLevel('1.0.3')).toBe(3);
  });
});
