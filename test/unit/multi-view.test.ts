import { describe, expect, it } from 'vitest';
import {
  classNamesIn,
  fallbackChain,
  addressKind,
  isForbiddenAttribute,
  MULTI_VIEW_CONTEXTS,
  MULTI_VIEW_MODES,
  namesIn,
  parseMultiView,
  resolveMultiView,
  scopedTarget,
} from '../../react-core/builder/multi-view';

const DATA = {
  slug: 'pb_text',
  schema: {
    content: { desktop: '<p>Wide</p>', phone: '<p>Narrow</p>', hover: '<p>Hovered</p>' },
    attrs: { desktop: { src: '/wide.jpg', alt: 'Wide' }, tablet: { src: '/middle.jpg' } },
    styles: { desktop: { color: '#222' }, hover: { color: '#0b5' } },
    classes: { tablet: { add: ['compact'], remove: 'wide' } },
    visibility: { desktop: 'visible', phone: 'hidden' },
  },
  target: '{{selector}} .title',
  hover_selector: '.card',
};

describe('multi-view data (SPEC §3: slug, a schema per context per screen mode, target, hover_selector)', () => {
  it('has the five contexts and the screen modes plus hover', () => {
    expect([...MULTI_VIEW_CONTEXTS]).toEqual(['content', 'attrs', 'styles', 'classes', 'visibility']);
    expect([...MULTI_VIEW_MODES]).toEqual(['desktop', 'tablet', 'phone', 'hover']);
  });

  it('parses slug, schema, target and hover_selector', () => {
    const { data, problems } = parseMultiView(JSON.stringify(DATA));
    expect(problems).toEqual([]);
    expect(data).toMatchObject({ slug: 'pb_text', target: '{{selector}} .title', hoverSelector: '.card', hasHover: true });
    expect(data!.schema.classes.tablet).toEqual({ add: ['compact'], remove: ['wide'] });
    expect(data!.schema.visibility).toEqual({ desktop: true, phone: false });
  });

  it('ignores malformed JSON or a missing schema (the caller warns, naming the element)', () => {
    expect(parseMultiView('{"schema":')).toEqual({ data: null, problems: ['is not valid JSON; ignored.'] });
    expect(parseMultiView('{"slug":"x"}')).toEqual({ data: null, problems: ['has no "schema" object; ignored.'] });
    expect(parseMultiView('[]').data).toBeNull();
  });

  it('leaves out unknown contexts, modes and values, and lists each', () => {
    const { data, problems } = parseMultiView(
      JSON.stringify({ schema: { colour: {}, content: { widescreen: 'x', desktop: 'ok' }, attrs: { desktop: 'not a map' }, visibility: { phone: 'maybe' }, styles: 3 } }),
    );
    expect(data!.schema.content).toEqual({ desktop: 'ok' });
    expect(data!.hasHover).toBe(false);
    expect(problems).toEqual([
      'schema: "colour" is not one of content, attrs, styles, classes, visibility; ignored.',
      'schema.content: "widescreen" is not one of desktop, tablet, phone, hover; ignored.',
      'schema.attrs.desktop is not a valid attrs value; ignored.',
      'schema.visibility.phone is not a valid visibility value; ignored.',
      'schema.styles is not an object of modes; ignored.',
    ]);
  });

  it('falls back phone → tablet → desktop, and hover → the current screen mode (SPEC §4 screen modes, hover)', () => {
    expect(fallbackChain('desktop', false)).toEqual(['desktop']);
    expect(fallbackChain('tablet', false)).toEqual(['tablet', 'desktop']);
    expect(fallbackChain('phone', false)).toEqual(['phone', 'tablet', 'desktop']);
    expect(fallbackChain('phone', true)).toEqual(['hover', 'phone', 'tablet', 'desktop']);
  });

  it('resolves each context for a screen mode and hover', () => {
    const { schema } = parseMultiView(JSON.stringify(DATA)).data!;
    expect(resolveMultiView(schema, 'desktop', false)).toEqual({
      content: '<p>Wide</p>',
      attrs: { src: '/wide.jpg', alt: 'Wide' },
      styles: { color: '#222' },
      visible: true,
    });
    // attrs fall back name by name; classes as a whole.
    expect(resolveMultiView(schema, 'tablet', false)).toEqual({
      content: '<p>Wide</p>',
      attrs: { src: '/middle.jpg', alt: 'Wide' },
      styles: { color: '#222' },
      classes: { add: ['compact'], remove: ['wide'] },
      visible: true,
    });
    expect(resolveMultiView(schema, 'phone', false)).toMatchObject({ content: '<p>Narrow</p>', attrs: { src: '/middle.jpg' }, visible: false });
    expect(resolveMultiView(schema, 'phone', true)).toMatchObject({ content: '<p>Hovered</p>', styles: { color: '#0b5' }, visible: false });
  });

  it('leaves a context with no value in any consulted mode to the page', () => {
    const { schema } = parseMultiView(JSON.stringify({ schema: { content: { phone: 'Only phone' } } })).data!;
    expect(resolveMultiView(schema, 'desktop', false)).toEqual({ attrs: {}, styles: {} });
    expect(resolveMultiView(schema, 'phone', false).content).toBe('Only phone');
  });

  it('lists the names every mode touches, so the page values are kept for them', () => {
    const { schema } = parseMultiView(JSON.stringify(DATA)).data!;
    expect(namesIn(schema.attrs).sort()).toEqual(['alt', 'src']);
    expect(classNamesIn(schema.classes).sort()).toEqual(['compact', 'wide']);
  });

  it('never sets handlers, style, srcdoc, is or ping', () => {
    for (const name of ['onclick', 'ONLOAD', 'style', 'srcdoc', 'is', 'ping', 'bad name']) expect(isForbiddenAttribute(name)).toBe(true);
    for (const name of ['alt', 'src', 'srcset', 'background', 'aria-label', 'data-x', 'xlink:href']) expect(isForbiddenAttribute(name)).toBe(false);
  });

  it('an href of a link, an action or a cite is a link; every other address the browser requests by itself; srcset is a list of them', () => {
    expect(addressKind('href', 'a')).toBe('link');
    expect(addressKind('HREF', 'area')).toBe('link');
    for (const name of ['action', 'formaction', 'cite']) expect(addressKind(name, 'form'), name).toBe('link');
    for (const [name, tag] of [['href', 'link'], ['href', 'image'], ['SRC', 'img'], ['poster', 'video'], ['background', 'table'], ['data', 'object'], ['xlink:href', 'use']]) {
      expect(addressKind(name!, tag!), `${name} on ${tag}`).toBe('resource');
    }
    expect(addressKind('srcset', 'img')).toBe('srcset');
    expect(addressKind('imagesrcset', 'link')).toBe('srcset');
    expect(addressKind('alt', 'img')).toBe(null);
  });

  it('reads the builder target {{selector}} as the module itself', () => {
    expect(scopedTarget('{{selector}} .title')).toBe(':scope .title');
    expect(scopedTarget('{{ selector }}')).toBe(':scope');
    expect(scopedTarget('.title')).toBe('.title');
  });
});
