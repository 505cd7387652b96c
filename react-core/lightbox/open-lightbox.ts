/**
 * The shared lightbox (SPEC.md §9 "Lightbox: fade effect, optional gallery navigation with an
 * empty counter text and preload 0 and 1", "Lightbox removal delay 500 ms. Lightbox zoom 500 ms";
 * §5 title and description escaped to numeric entities). `<pb-lightbox>`, `<pb-image-carousel>`
 * and `<pb-gallery>` open images through `openLightbox`; it is the only code that talks to
 * PhotoSwipe.
 *
 * - PhotoSwipe's core and stylesheet load on the first opening only (`import()`; for
 *   `<pb-lightbox>`, the loader runs it with the element's code), and the
 *   stylesheet is adopted by the document once, unless the loader linked it ahead with the idle
 *   prefetch (dialog-styles.ts).
 * - Until the dialog appears (PhotoSwipe's code, and the opened item's size when it has none),
 *   the shared loading indicator shows over the opener, which is `aria-busy`, and the cursor
 *   shows progress. An item without a width and height is measured (loaded, natural size read):
 *   the opened one before the dialog appears, the others when PhotoSwipe is about to show or
 *   preload them (a loading slide meanwhile). Once open, PhotoSwipe's own preloader shows while
 *   the current image downloads.
 * - PhotoSwipe is driven without HTML strings (photoswipe-dom.ts), so it opens under a strict
 *   Content Security Policy with Trusted Types.
 * - One lightbox at a time: a call while one is opening or open does nothing.
 * - The dialog is modal (`aria-modal`, named from the message set); Tab and Shift+Tab cycle
 *   inside it; Escape closes it (also when pressed during the fade-in); focus returns to
 *   `returnFocusTo` (default: the element focused when it was opened) as it starts to close.
 */
import type PhotoSwipe from 'photoswipe';
import type { PhotoSwipeOptions, SlideData } from 'photoswipe';
import { aheadStylesApplied, LIGHTBOX_DIALOG_STYLES } from '../runtime/ahead-styles';
import { adoptLoadingIndicatorStyles, showLoadingOver } from '../runtime/loading-indicator';
import { getPageConfig } from '../runtime/page-config';
import { prefersReducedMotion } from '../runtime/reduced-motion';
import { reportError, warnOnce } from '../runtime/warn';
import { measureImage, measuredSources, type ImageSize } from './image-size';
import { CAPTION_CLASS, captionLines, hasKnownSize, lightboxSelection, lightboxTexts, photoSwipeOptions } from './lightbox-options';
import { lightboxDocumentStyles, loadingSlide, LOADING_ATTRIBUTE } from './lightbox-styles';
import type { LightboxItem, LightboxOptions } from './lightbox-item';
import { withoutMarkup } from './photoswipe-dom';
import { photoSwipeIfRan, type PhotoSwipeModule } from './photoswipe-ran';

const SOURCE = 'pb-lightbox';
/** The type of a slide whose image is still being measured. */
const LOADING_SLIDE = 'pb-loading';

type PhotoSwipeClass = typeof PhotoSwipe;

let core: Promise<PhotoSwipeClass> | undefined;
let coreLoaded = false;
let sheet: CSSStyleSheet | undefined;
let lastOptions: PhotoSwipeOptions | undefined;
/** The lightbox that is opening or open; `undefined` when there is none. */
let current: { close(): void; pswp?: PhotoSwipe } | undefined;

/**
 * Adopts the lightbox stylesheet into the document once: the lightbox's own rules at the first
 * opening (its loading state), PhotoSwipe's stylesheet added in front of them once it has loaded.
 * Not when the loader has applied all of them ahead (dialog-styles.ts): a sheet adopted now would
 * restyle the whole page while the visitor waits for the dialog.
 */
function adoptStyles(photoSwipeCss?: string): void {
  if (aheadStylesApplied(LIGHTBOX_DIALOG_STYLES)) return;
  adoptLoadingIndicatorStyles();
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(lightboxDocumentStyles);
  }
  // Again on every opening, in case a script replaced the document's adopted sheets meanwhile.
  if (!document.adoptedStyleSheets.includes(sheet)) document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  if (photoSwipeCss !== undefined) sheet.replaceSync(photoSwipeCss + lightboxDocumentStyles);
}

function useCore({ PhotoSwipe: Core, photoSwipeCss }: PhotoSwipeModule): PhotoSwipeClass {
  if (!coreLoaded) adoptStyles(photoSwipeCss);
  coreLoaded = true;
  return Core;
}

/**
 * Imports PhotoSwipe and its stylesheet, once; a failed import is tried again next time. Already
 * run (the loader ran it as the visitor reached for a `<pb-lightbox>`): taken at once.
 */
function loadCore(): Promise<PhotoSwipeClass> {
  const ran = coreLoaded ? undefined : photoSwipeIfRan();
  if (ran) core = Promise.resolve(useCore(ran));
  core ??= import('./photoswipe-core').then(
    (module) => useCore(module),
    (error: unknown) => {
      core = undefined;
      throw error;
    },
  );
  return core;
}

/**
 * Loads PhotoSwipe now, ahead of an opening that is likely (the visitor pressed a lightbox link):
 * the click that follows finds it evaluated, and the dialog appears in the click's own task. A
 * failure is left for the opening to report and retry.
 */
export function preloadLightbox(): void {
  loadCore().catch(() => undefined);
}

function focusedElement(): HTMLElement | null {
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

/** Shows that an opening waits (indicator over the opener, `aria-busy`, progress cursor); returns the undo. */
function showLoading(opener: HTMLElement | null): () => void {
  document.documentElement.setAttribute(LOADING_ATTRIBUTE, '');
  opener?.setAttribute('aria-busy', 'true');
  const hideIndicator = showLoadingOver(opener);
  return () => {
    hideIndicator();
    document.documentElement.removeAttribute(LOADING_ATTRIBUTE);
    opener?.removeAttribute('aria-busy');
  };
}

/** The elements Tab can reach inside the dialog, in order (hidden buttons are skipped). */
function tabbables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>('button, a[href], input, select, textarea, [tabindex]')].filter(
    (element) =>
      element !== root &&
      element.tabIndex >= 0 &&
      !(element as HTMLButtonElement).disabled &&
      element.getClientRects().length > 0 &&
      getComputedStyle(element).visibility !== 'hidden',
  );
}

/**
 * Keeps Tab inside the dialog: from the last control (or the dialog itself with Shift) focus
 * wraps around instead of leaving for the page or the browser. PhotoSwipe's own trap only pulls
 * focus back once it has landed outside.
 */
function trapTab(event: KeyboardEvent, root: HTMLElement): void {
  if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
  const controls = tabbables(root);
  const first = controls[0];
  const last = controls[controls.length - 1];
  const active = document.activeElement;
  let target: HTMLElement | undefined;
  if (!first || !last) target = root;
  else if (event.shiftKey && (active === first || active === root || !root.contains(active))) target = last;
  else if (!event.shiftKey && (active === last || !root.contains(active))) target = first;
  if (!target) return;
  event.preventDefault();
  target.focus();
}

interface Slide {
  item: LightboxItem;
  size?: ImageSize | undefined;
  measuring?: Promise<ImageSize>;
}

function measure(slide: Slide): Promise<ImageSize> {
  slide.measuring ??= measureImage(slide.item.src).then((size) => {
    slide.size = size;
    return size;
  });
  return slide.measuring;
}

function slideData(slide: Slide): SlideData {
  const { item, size } = slide;
  // Not an image, so PhotoSwipe asks `withoutMarkup` for its element: the loading slide.
  if (!size) return { type: LOADING_SLIDE };
  // PhotoSwipe's placeholder (`msrc`): the thumbnail, already loaded, fills the slide at once.
  return { src: item.src, msrc: item.thumbnail, width: size.width, height: size.height, alt: item.alt ?? '' };
}

/**
 * Opens PhotoSwipe at `index`. Loads PhotoSwipe's core (and its CSS) on first call only. Measures
 * images without width/height before showing them. Resolves once the lightbox is open (its fade-in
 * has ended), or at once when another lightbox is already opening or open; rejects when PhotoSwipe
 * cannot be loaded (the caller may then follow the link instead).
 */
export async function openLightbox(items: LightboxItem[], index: number, options: LightboxOptions): Promise<void> {
  if (current) return;
  const selection = lightboxSelection(items, index, options.gallery);
  if (selection.items.length === 0) {
    warnOnce(SOURCE, 'openLightbox was given no item with an image src; nothing to show.');
    return;
  }
  const opener = options.returnFocusTo ?? focusedElement();
  const slides: Slide[] = selection.items.map((item) =>
    hasKnownSize(item) ? { item, size: { width: item.width!, height: item.height!, measured: true } } : { item },
  );
  let cancelled = false;
  current = { close: () => (cancelled = true) };
  adoptStyles();
  const start = slides[selection.index]!;
  const loadingCore = loadCore();
  // Nothing to wait for (PhotoSwipe preloaded, the size known): no loading state to show and undo,
  // which would restyle the page for nothing.
  const stopLoading = coreLoaded && start.size ? () => undefined : showLoading(opener);
  let Core: PhotoSwipeClass;
  try {
    [Core] = await Promise.all([loadingCore, start.size ?? measure(start)]);
  } catch (error) {
    current = undefined;
    throw error;
  } finally {
    stopLoading();
  }
  if (cancelled) {
    current = undefined;
    return;
  }
  await show(Core, slides, selection.index, selection.positions, options, opener);
}

function show(
  Core: PhotoSwipeClass,
  slides: Slide[],
  start: number,
  positions: number[],
  options: LightboxOptions,
  opener: HTMLElement | null,
): Promise<void> {
  const texts = lightboxTexts(getPageConfig().messages);
  const settings: PhotoSwipeOptions = {
    ...photoSwipeOptions({ gallery: options.gallery, texts, reducedMotion: prefersReducedMotion() }),
    dataSource: slides.map(() => ({})),
    index: start,
  };
  lastOptions = { ...settings, dataSource: [] };
  const pswp = new Core(settings);
  withoutMarkup(pswp, loadingSlide);
  let closeWhenOpen = false;
  // PhotoSwipe ignores close() during its fade-in: remember it and close once open.
  const handle = {
    pswp,
    close: (): void => {
      if (pswp.opener.isOpen) pswp.close();
      else closeWhenOpen = true;
    },
  };
  current = handle;

  return new Promise<void>((resolve) => {
    let reportedIndex = start;

    // Items are read when PhotoSwipe shows or preloads them; one of unknown size is measured
    // then, shown as a loading slide meanwhile, and refreshed once its size is known.
    pswp.addFilter('itemData', (_data, slideIndex) => {
      const slide = slides[slideIndex];
      if (!slide) return {};
      if (!slide.size) {
        void measure(slide).then(() => {
          if (!pswp.isDestroying) pswp.refreshSlideContent(slideIndex);
        });
      }
      return slideData(slide);
    });

    pswp.on('uiRegister', () => {
      pswp.ui?.registerElement({
        name: 'pbCaption',
        className: CAPTION_CLASS,
        appendTo: 'root',
        order: 9,
        onInit: (element) => {
          if (options.gallery && slides.length > 1) element.setAttribute('aria-live', 'polite');
          const update = (): void => {
            // Title and caption are text, never markup (SPEC §5).
            const lines = captionLines(slides[pswp.currIndex]?.item).map(({ className, text }) => {
              const paragraph = document.createElement('p');
              paragraph.className = className;
              paragraph.textContent = text;
              return paragraph;
            });
            element.replaceChildren(...lines);
            element.hidden = lines.length === 0;
          };
          update();
          pswp.on('change', update);
        },
      });
    });

    pswp.on('firstUpdate', () => {
      const root = pswp.element;
      if (!root) return;
      root.setAttribute('aria-modal', 'true');
      root.setAttribute('aria-label', texts.label);
      // A single image is no carousel: drop PhotoSwipe's carousel role description then.
      if (slides.length === 1) pswp.scrollWrap?.removeAttribute('aria-roledescription');
    });

    // Until PhotoSwipe binds its keys (after the fade-in), Escape is remembered and Tab held.
    const earlyKeys = (event: KeyboardEvent): void => {
      if (event.key === 'Escape') {
        closeWhenOpen = true;
        event.preventDefault();
      } else if (event.key === 'Tab' && pswp.element) {
        event.preventDefault();
        pswp.element.focus({ preventScroll: true });
      }
    };
    document.addEventListener('keydown', earlyKeys, true);
    const stopEarlyKeys = (): void => document.removeEventListener('keydown', earlyKeys, true);
    pswp.on('bindEvents', stopEarlyKeys);

    pswp.on('afterInit', () => pswp.element?.focus({ preventScroll: true }));

    pswp.on('keydown', (event) => {
      const { originalEvent } = event;
      // PhotoSwipe's own Escape calls close(), which it ignores until the fade-in has ended.
      if (originalEvent.key === 'Escape' && !pswp.opener.isOpen) {
        closeWhenOpen = true;
        event.preventDefault();
        return;
      }
      if (pswp.element) trapTab(originalEvent, pswp.element);
    });

    pswp.on('change', () => {
      if (pswp.currIndex === reportedIndex) return;
      reportedIndex = pswp.currIndex;
      try {
        options.onChange?.(positions[reportedIndex] ?? reportedIndex);
      } catch (error) {
        reportError(SOURCE, error);
      }
    });

    pswp.on('openingAnimationEnd', () => {
      resolve();
      if (closeWhenOpen) pswp.close();
    });

    pswp.on('close', () => {
      stopEarlyKeys();
      // After this event PhotoSwipe unbinds its focus trap, which would pull focus back.
      queueMicrotask(() => {
        if (opener?.isConnected) opener.focus();
      });
    });

    pswp.on('destroy', () => {
      stopEarlyKeys();
      if (current === handle) current = undefined;
      resolve();
      // PhotoSwipe removes its element right after this event: report the close after that.
      queueMicrotask(() => {
        // A close right at the end of the fade-in: PhotoSwipe focused its element after the close
        // event, and that focus went with the element.
        if (opener?.isConnected && (document.activeElement === null || document.activeElement === document.body)) opener.focus();
        try {
          options.onClose?.();
        } catch (error) {
          reportError(SOURCE, error);
        }
      });
    });

    try {
      pswp.init();
    } catch (error) {
      current = undefined;
      stopEarlyKeys();
      reportError(SOURCE, error);
      resolve();
    }
  });
}

/** Closes the open lightbox (with its fade-out), or cancels one that is still loading. */
export function closeLightbox(): void {
  current?.close();
}

/** True while a lightbox is loading, open or fading out. */
export function isLightboxOpen(): boolean {
  return current !== undefined;
}

/** What the lightbox has done so far on this page; for tests and debugging. */
export function lightboxDiagnostics(): {
  coreLoaded: boolean;
  open: boolean;
  measuredSources: readonly string[];
  lastOptions: PhotoSwipeOptions | undefined;
} {
  return { coreLoaded, open: current !== undefined, measuredSources: [...measuredSources], lastOptions };
}
