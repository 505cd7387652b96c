// @vitest-environment happy-dom
/**
 * The API reference pages' rendering (scripts/manifest/api-pages.mjs): manifest text is escaped
 * and only its code spans, paragraphs and lists become markup; a page has one h1, a table per
 * non-empty section with column headers, "None." for an empty one, and the site header with
 * "API reference" as the current page. The named types of event details (issue 35) get an "Event
 * detail types" section with a table of their fields, which the events table links to.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { apiHeader, detailType, elementDetailTypes, elementPage, escapeHtml, indexPage, inlineHtml, markdownHtml } from '../../scripts/manifest/api-pages.mjs';
import { readDeclarations } from '../../scripts/manifest/detail-types.mjs';

const HOSTILE = '<img src=x onerror="alert(1)"><script>alert(2)</script>';
const HEADER = '<header class="site-header"><nav aria-label="Main"><a href="/dist/api/">API reference</a></nav></header>';

/** A page's elements, inert (its stylesheets and loader are not fetched): the <html>, <head> and <body> tags themselves are dropped. */
function parse(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}
const texts = (elements: Iterable<Element>) => [...elements].map((element) => element.textContent?.replace(/\s+/g, ' ').trim());

describe('escapeHtml, inlineHtml and markdownHtml', () => {
  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });

  it('turns code spans into <code> with their content escaped, and escapes the rest', () => {
    expect(inlineHtml('Use `<b data-x="1">` & <i>this</i>')).toBe('Use <code>&lt;b data-x=&quot;1&quot;&gt;</code> &amp; &lt;i&gt;this&lt;/i&gt;');
  });

  it('makes paragraphs of blank-line separated blocks and lists of "- " blocks', () => {
    const html = markdownHtml('First line\nsame paragraph.\n\n- one `a`\n  continued\n- two\n\nLast.');
    expect(html).toBe('<p>First line\nsame paragraph.</p>\n<ul>\n<li>one <code>a</code>\n  continued</li>\n<li>two</li>\n</ul>\n<p>Last.</p>');
    expect(markdownHtml(undefined)).toBe('');
  });
});

describe('detailType', () => {
  it('is the type CustomEvent wraps, else the event type itself', () => {
    expect(detailType({ text: 'CustomEvent<{open: boolean, item: Map<string, number>}>' })).toBe('{open: boolean, item: Map<string, number>}');
    expect(detailType({ text: 'Event' })).toBe('Event');
    expect(detailType(undefined)).toBeUndefined();
  });
});

describe('apiHeader', () => {
  it('marks the API reference link as the current page, and no other', () => {
    const header = apiHeader();
    expect(header).toContain('<a href="/dist/api/" aria-current="page">API reference</a>');
    expect(header.match(/aria-current/g)).toHaveLength(1);
  });
});

describe('elementPage', () => {
  const element = {
    tagName: 'pb-demo',
    summary: `A summary with ${HOSTILE}.`,
    description: `Reads \`#<id>\`.\n\n${HOSTILE}`,
    attributes: [
      { name: 'size', type: { text: "'s' | 'm'" }, default: 'm', description: `Size, ${HOSTILE}` },
      { name: 'size-phone', type: { text: "'s' | 'm'" }, description: 'On phones.' },
    ],
    events: [{ name: 'pb-demo-change', type: { text: 'CustomEvent<{index: number}>' }, description: 'Changed.' }],
    slots: [{ name: '', description: 'The content.' }],
  };
  const example = { html: '<pb-demo size="s"><p>Live</p></pb-demo>', stylesheet: 'demo.css' };
  const html = elementPage(element, example, HEADER);
  const page = parse(html);

  it('shows manifest text as text: nothing in it becomes an element', () => {
    expect(page.querySelectorAll('script:not([src]):not([type="application/json"]), img, id')).toHaveLength(0);
    expect(page.querySelector('main')!.textContent).toContain(HOSTILE);
    expect(page.querySelector('main p code')!.textContent).toBe('#<id>');
  });

  it('has one h1 naming the tag, a title, the language, the header, main and footer', () => {
    expect(texts(page.querySelectorAll('h1'))).toEqual(['<pb-demo> API reference']);
    expect(page.querySelector('title')!.textContent).toBe('<pb-demo> API reference | pb-elements demo');
    expect(html).toMatch(/^<!doctype html>\n<html lang="en">\n/);
    expect(page.querySelector('header nav[aria-label="Main"]')).not.toBeNull();
    expect(page.querySelectorAll('main, footer')).toHaveLength(2);
  });

  it("links to the element's docs page, beside the link to all elements", () => {
    const links = [...page.querySelector('main > p')!.querySelectorAll('a')];
    expect(links.map((link) => [link.getAttribute('href'), link.textContent])).toEqual([
      ['/dist/api/', 'All elements'],
      ['/docs/elements/pb-demo/', 'Documentation'],
    ]);
  });

  it('puts the live example in as markup, with its stylesheet and its escaped source', () => {
    expect(page.querySelector('.api-example pb-demo[size="s"] > p')!.textContent).toBe('Live');
    expect(page.querySelector('.api-source')!.textContent).toBe(example.html);
    expect([...page.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute('href'))).toEqual([
      '/assets/site.css',
      '/assets/api.css',
      '/assets/demo.css',
    ]);
  });

  it('has a table per non-empty section, named by its heading, with column headers', () => {
    const tables = [...page.querySelectorAll('table')];
    expect(tables.map((table) => page.getElementById(table.getAttribute('aria-labelledby')!)!.textContent)).toEqual(['Attributes', 'Events', 'Slots']);
    for (const table of tables) expect([...table.querySelectorAll('th')].every((th) => th.getAttribute('scope') === 'col')).toBe(true);
    expect([...tables[0].querySelectorAll('tbody tr')].map((row) => texts(row.querySelectorAll('td')))).toEqual([
      ['size', "'s' | 'm'", 'm', `Size, ${HOSTILE}`],
      ['size-phone', "'s' | 'm'", 'None', 'On phones.'],
    ]);
    expect(texts(tables[1].querySelectorAll('td'))).toEqual(['pb-demo-change', '{index: number}', 'Changed.']);
    expect(texts(tables[2].querySelectorAll('td'))).toEqual(['Default slot', 'The content.']);
  });

  it('says "None." under the heading of an empty section', () => {
    for (const id of ['css-parts', 'css-properties']) expect(page.getElementById(id)!.nextElementSibling!.textContent).toBe('None.');
  });

  it('has no event detail types section when no event detail is a named type', () => {
    expect(page.getElementById('event-detail-types')).toBeNull();
    expect(page.querySelectorAll('main table a')).toHaveLength(0);
  });
});

describe('elementPage with named event detail types', () => {
  const element = {
    tagName: 'pb-contact-form',
    events: [
      { name: 'pb-submit', type: { text: 'CustomEvent<FormSubmitDetail>' }, description: 'Sent.' },
      { name: 'pb-other', type: { text: 'CustomEvent<{nodes: ModuleNode[], target: HTMLElement}>' }, description: 'Other.' },
      { name: 'pb-again', type: { text: 'CustomEvent<FormSubmitDetail>' }, description: 'Again.' },
    ],
  };
  let page: DocumentFragment;
  beforeAll(async () => {
    const detailTypes = elementDetailTypes(element, await readDeclarations());
    page = parse(elementPage(element, { html: '<pb-contact-form></pb-contact-form>' }, HEADER, detailTypes));
  });

  it('lists each named type once, after the events, under "Event detail types", with its JSDoc', () => {
    const heading = page.getElementById('event-detail-types')!;
    expect(heading.tagName).toBe('H2');
    expect(heading.textContent).toBe('Event detail types');
    expect(page.getElementById('events')!.nextElementSibling!.nextElementSibling).toBe(heading);
    expect(texts(page.querySelectorAll('h3'))).toEqual(['FormSubmitDetail', 'ModuleNode']);
    expect(page.getElementById('detail-ModuleNode')!.nextElementSibling!.textContent).toBe(
      'One module of the previewed page: a pb-* element, addressed by its position among modules.',
    );
  });

  it("shows a table of each type's fields: name (optional ones marked ?), type and JSDoc description", () => {
    const table = page.querySelector('table[aria-labelledby="detail-FormSubmitDetail"]')!;
    expect(texts(table.querySelectorAll('th'))).toEqual(['Name', 'Type', 'Description']);
    const rows = [...table.querySelectorAll('tbody tr')].map((row) => texts(row.querySelectorAll('td')));
    expect(rows[0]).toEqual(['status', "'success' | 'invalid' | 'error' | 'redirect'", 'redirect is used by the newsletter; the contact form reports success with redirectUrl.']);
    expect(rows).toContainEqual(['httpStatus?', 'number', 'The HTTP status of the answer, when there was one.']);
    expect(rows.map(([name]) => name)).toEqual(['status', 'message?', 'url?', 'errors?', 'reason?', 'httpStatus?', 'redirectUrl?', 'hiddenFields?']);
  });

  it("links each event's named detail type to its section, and leaves globals unlinked", () => {
    const events = page.querySelector('table[aria-labelledby="events"]')!;
    expect(texts(events.querySelectorAll('tbody td:nth-child(2)'))).toEqual([
      'FormSubmitDetail',
      '{nodes: ModuleNode[], target: HTMLElement}',
      'FormSubmitDetail',
    ]);
    const links = [...events.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['FormSubmitDetail', '#detail-FormSubmitDetail'],
      ['ModuleNode', '#detail-ModuleNode'],
      ['FormSubmitDetail', '#detail-FormSubmitDetail'],
    ]);
    for (const [, href] of links) expect(page.querySelector(href!)!.tagName).toBe('H3');
  });
});

describe('indexPage', () => {
  it('links every element to its page, with its summary escaped', () => {
    const page = parse(indexPage([{ tagName: 'pb-a', summary: `Uses \`<b>\`, ${HOSTILE}` }, { tagName: 'pb-b' }], HEADER));
    expect(texts(page.querySelectorAll('h1'))).toEqual(['API reference']);
    expect([...page.querySelectorAll('main li a')].map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['<pb-a>', '/dist/api/pb-a.html'],
      ['<pb-b>', '/dist/api/pb-b.html'],
    ]);
    expect(texts(page.querySelectorAll('main li'))).toEqual([`<pb-a>: Uses <b>, ${HOSTILE}`, '<pb-b>:']);
    expect(page.querySelectorAll('script:not([src]):not([type="application/json"]), img')).toHaveLength(0);
  });
});
