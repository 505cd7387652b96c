// @vitest-environment happy-dom
/**
 * The builder surfaces (SPEC §1, §2 "Editor surfaces"), the backend's modal templates and CSS
 * container prefix (SPEC §3 "Builder data") as the page configuration supplies them.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefixSelector, scopedCssRule } from '../../react-core/builder/css';
import { showModalTemplate } from '../../react-core/modal/core-modal';
import { builderSurface, isBuilderPreview, surfaceOfUrl } from '../../react-core/runtime/builder-mode';
import { normalizePageConfig, resetPageConfig } from '../../react-core/runtime/page-config';
import { currentAdminBarOffset, resetPageOffsets } from '../../react-core/runtime/page-offsets';
import { answerPlaceholders } from '../../react-core/split-test/subjects';

function configure(config: Record<string, unknown>): void {
  window.pbConfig = config;
  resetPageConfig();
}

afterEach(() => {
  delete window.pbConfig;
  resetPageConfig();
  resetPageOffsets();
  history.replaceState(null, '', '/');
  document.body.className = '';
  document.body.replaceChildren();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('builderSurface(): which editor surface shows the page (SPEC §1, §2 Editor surfaces)', () => {
  it('tells each surface from the query field the builder opens it with', () => {
    expect(surfaceOfUrl('/?et_fb=1')).toBe('visual-builder');
    expect(surfaceOfUrl('/?et_bfb=1')).toBe('backend-builder');
    expect(surfaceOfUrl('/?et_tb=1')).toBe('theme-builder');
    expect(surfaceOfUrl('/?et_block_layout_preview=1')).toBe('layout-block-preview');
    expect(surfaceOfUrl('/?et_pb_preview=true&iframe_id=a')).toBe('preview');
    expect(surfaceOfUrl('/?et_fb=0')).toBe('public');
    expect(surfaceOfUrl('/about/')).toBe('public');
  });

  it('recognises the backend builder (BFB) and the layout block preview from the address of the page', () => {
    history.replaceState(null, '', '/?et_bfb=1');
    expect(builderSurface()).toBe('backend-builder');
    history.replaceState(null, '', '/?et_block_layout_preview=1');
    expect(builderSurface()).toBe('layout-block-preview');
  });

  it("recognises the block editor, BFB and theme builder from the body's classes", () => {
    document.body.className = 'wp-admin block-editor-page';
    expect(builderSurface()).toBe('block-editor');
    document.body.className = 'et-bfb';
    expect(builderSurface()).toBe('backend-builder');
    document.body.className = 'et-tb';
    expect(builderSurface()).toBe('theme-builder');
  });

  it('takes the page configuration’s builderSurface first (the layout block builder has no address of its own)', () => {
    configure({ builderSurface: 'layout-block-builder' });
    history.replaceState(null, '', '/?et_fb=1');
    expect(builderSurface()).toBe('layout-block-builder');
  });

  it('an unknown builderSurface is warned about and the other signs decide', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    configure({ builderSurface: 'frontend' });
    document.body.className = 'et-bfb';
    expect(builderSurface()).toBe('backend-builder');
    expect(warn.mock.calls.some(([text]) => String(text).includes('"frontend"'))).toBe(true);
  });

  it('is public on a plain page, and every other surface counts as builder or preview mode', () => {
    expect(builderSurface()).toBe('public');
    expect(isBuilderPreview()).toBe(false);
    for (const surface of ['backend-builder', 'block-editor', 'layout-block-builder', 'layout-block-preview']) {
      configure({ builderSurface: surface });
      expect(isBuilderPreview(), surface).toBe(true);
    }
  });

  it('counts the admin bar as 32 px in the theme builder told by its body class, not only by the themeBuilder flag (SPEC §6)', () => {
    const bar = document.createElement('div');
    bar.id = 'wpadminbar';
    bar.style.cssText = 'position:fixed;height:46px';
    document.body.append(bar);
    vi.spyOn(bar, 'getBoundingClientRect').mockReturnValue({ height: 46 } as DOMRect);
    vi.stubGlobal('innerWidth', 1200);
    expect(currentAdminBarOffset()).toBe(46);
    document.body.classList.add('et-tb');
    resetPageOffsets();
    expect(currentAdminBarOffset()).toBe(32);
  });

  it('runs no split test in the backend builder: no subject is asked for and the placeholder keeps its content', async () => {
    configure({ abActive: true, pageId: '7' });
    history.replaceState(null, '', '/?et_bfb=1');
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    document.body.innerHTML = '<pb-split-test test-id="3"><p>Control</p></pb-split-test>';
    expect(await answerPlaceholders('visitor')).toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
    expect(document.querySelector('pb-split-test')!.textContent).toBe('Control');
  });
});

describe('modal templates of the page configuration (SPEC §3 Builder data)', () => {
  it('reads them by name; a template that is not an object is skipped with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const config = normalizePageConfig({ modal_templates: { confirm: { header: 'Sure?' }, broken: 'text' } });
    expect(config.modalTemplates).toEqual({ confirm: { header: 'Sure?' } });
    expect(warn.mock.calls.some(([text]) => String(text).includes('"broken"'))).toBe(true);
  });

  // The markup's sanitizing is checked in a browser (test/browser/pb-modal.test.ts): DOMPurify needs a real DOM.
  it('showModalTemplate(name) opens the template as a core modal with its header, text, buttons and classes', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    configure({
      modalTemplates: {
        'save-layout': {
          header: 'Save layout',
          text: 'Name it.',
          buttons: [{ label: 'Save', action: 'save', primary: true }],
          classes: 'et-core-modal-save',
        },
      },
    });
    const modal = (await showModalTemplate('save-layout'))!;
    expect(modal.localName).toBe('pb-modal');
    expect(modal.hasAttribute('open')).toBe(true);
    expect(modal.getAttribute('header')).toBe('Save layout');
    expect(modal.getAttribute('text')).toBe('Name it.');
    expect(JSON.parse(modal.getAttribute('buttons')!)).toEqual([{ label: 'Save', action: 'save', primary: true }]);
    expect(modal.getAttribute('classes')).toBe('et-core-modal-save');
  });

  it('an unknown template name opens nothing and warns', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    configure({ modalTemplates: {} });
    expect(await showModalTemplate('missing')).toBeNull();
    expect(document.querySelector('pb-modal')).toBeNull();
    expect(warn.mock.calls.some(([text]) => String(text).includes('"missing"'))).toBe(true);
  });
});

describe('the CSS container prefix (SPEC §3 Builder data)', () => {
  it('is read from the page configuration under its own or the builder’s name', () => {
    expect(normalizePageConfig({ cssContainerPrefix: ' #page-container ' }).cssContainerPrefix).toBe('#page-container');
    expect(normalizePageConfig({ et_builder_css_container_prefix: '.et-db #et-boc .et-l' }).cssContainerPrefix).toBe('.et-db #et-boc .et-l');
  });

  it('prefixes every selector of a list, leaving commas inside functions and attribute values alone', () => {
    expect(prefixSelector('.et_pb_text_0, .a:is(.b, .c), [title="x,y"]', '#page-container')).toBe(
      '#page-container .et_pb_text_0,#page-container .a:is(.b, .c),#page-container [title="x,y"]',
    );
  });

  it('does not prefix twice, and leaves a selector alone without a prefix', () => {
    expect(prefixSelector('#page-container .x', '#page-container')).toBe('#page-container .x');
    expect(prefixSelector('.x', '')).toBe('.x');
  });

  it('scoped rules take the page configuration’s prefix by default', () => {
    configure({ cssContainerPrefix: '.et-db #et-boc .et-l' });
    expect(scopedCssRule('.et_pb_text_0', { color: 'red' })).toBe('.et-db #et-boc .et-l .et_pb_text_0{color:red}');
  });

  it('a prefix that is not a selector is warned about and not used', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(prefixSelector('.x', '#page[')).toBe('.x');
    expect(warn).toHaveBeenCalled();
  });
});
