/**
 * The in-page half of the first-tap measurement (first-tap.mjs): an init script that runs before
 * the page's own scripts. It knows, for each tap and page kind, what to tap and what the answer
 * looks like on screen; it records the first pointerdown's timeStamp and, from then on, checks
 * the answer in every animation frame, keeping the frame's time of the first one where it shows.
 *
 * Everything in installTapWatch is serialized into the page: it uses nothing from this module.
 */

/** The taps, in the order they are measured and printed. */
export const TAPS = ['tab', 'accordion', 'lightbox', 'carousel-arrow', 'carousel-swipe', 'menu', 'form', 'anchor'];

export const TAP_LABELS = {
  tab: 'a tab',
  accordion: 'an accordion item',
  lightbox: "a gallery image's lightbox",
  'carousel-arrow': "a carousel's next arrow",
  'carousel-swipe': 'a carousel swipe',
  menu: "the collapsed menu's toggle",
  form: "a form's first submit",
  anchor: "an in-page anchor's glide",
};

/**
 * `tap`: one of TAPS; `kind`: 'peer' or 'pb'; `section`: the id of the page section whose modules
 * are tapped (both pages have the same sections). Exposes window.__firstTap:
 *   prepare() → { scrolled } or { error }: finds the target and its answer (`answer()`, checked
 *     in every frame after pointerdown; `remember()`, at pointerdown, for an answer that is a
 *     change) and flings the target (or the module it belongs to, when the module draws it once
 *     upgraded: a carousel's arrow) to the middle of the viewport, as a visitor's flick does: a
 *     scroll that slows down over FLING_MS, frame by frame; unless it is fixed on screen;
 *   point() → { x, y, width, hitsTarget, hit } for the touch (viewport pixels), or { error } when
 *     the target is still missing;
 *   state: { pointerdownAt, answerAt, answerKind, miss, frames }.
 */
export function installTapWatch({ tap, kind, section, flingMs }) {
  const state = { pointerdownAt: null, answerAt: null, answerKind: null, miss: null, frames: 0 };
  let spec = null;
  /** `invalid` events of forms that validate natively (no novalidate): the browser shows its bubble unless prevented. */
  const nativeInvalid = [];

  const inSection = (selector) => document.querySelector(`#${section} ${selector}`);
  const flatParent = (node) => node.assignedSlot ?? node.parentElement ?? (node.parentNode instanceof ShadowRoot ? node.parentNode.host : null);

  /**
   * Rendered: a box that opacity, visibility, display and content-visibility (closed <details>)
   * do not hide, and that the overflow clipping of its ancestors leaves visible. Not necessarily
   * inside the viewport: a form's message may sit at its top.
   */
  function shown(element) {
    if (!element?.isConnected) return false;
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true, contentVisibilityAuto: true })) return false;
    let { left, top, right, bottom } = element.getBoundingClientRect();
    for (let node = flatParent(element); node && node !== document.documentElement && node !== document.body; node = flatParent(node)) {
      const style = getComputedStyle(node);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const clip = node.getBoundingClientRect();
      if (style.overflowX !== 'visible') [left, right] = [Math.max(left, clip.left), Math.min(right, clip.right)];
      if (style.overflowY !== 'visible') [top, bottom] = [Math.max(top, clip.top), Math.min(bottom, clip.bottom)];
    }
    return right - left >= 1 && bottom - top >= 1;
  }

  const shownOrSay = (element, miss) => shown(element) || miss;

  /** The image at the carousel's centre: its left edge moves when the slides do (a drag or a slide). */
  function centreImage(carousel) {
    const box = carousel.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const images = [...carousel.querySelectorAll('img')];
    return images.find((image) => {
      const r = image.getBoundingClientRect();
      return r.width > 0 && r.left <= x && r.right >= x;
    });
  }

  /** remember() at pointerdown, answer() in each frame after it. */
  function slidePosition(carousel) {
    if (!carousel) return {};
    let image = null;
    let start = null;
    return {
      remember() {
        image = centreImage(carousel);
        start = image?.getBoundingClientRect().left ?? null;
      },
      answer() {
        if (!image) return 'no image at the centre of the carousel when tapped';
        // More than 2 px: an upgrade that re-lays out the same slide is not a move.
        return Math.abs(image.getBoundingClientRect().left - start) > 2 || 'the slides did not move';
      },
    };
  }

  /** Each tap: the target (an element, or null), and the answer (true, or what is missing). */
  const SPECS = {
    tab: {
      peer() {
        const root = inSection('[data-module="tabs"]');
        const panels = root?.querySelectorAll('[role=tabpanel]') ?? [];
        return { target: root?.querySelectorAll('[role=tab]')[1], answer: () => (shown(panels[1]) && !shown(panels[0])) || 'the second panel is not shown alone' };
      },
      pb() {
        const root = inSection('pb-tabs');
        const panels = root?.querySelectorAll(':scope > :not(h1,h2,h3,h4,h5,h6,[data-tab],script,style,template)') ?? [];
        return { target: root?.querySelectorAll(':scope > :is(h1,h2,h3,h4,h5,h6,[data-tab])')[1], answer: () => (shown(panels[1]) && !shown(panels[0])) || 'the second panel is not shown alone' };
      },
    },
    accordion: {
      peer() {
        const item = inSection('[data-module="accordion"]')?.querySelectorAll('.accordion-item')[1];
        return { target: item?.querySelector('.accordion-button'), answer: () => shownOrSay(item.querySelector('.accordion-body'), 'the second item is closed') };
      },
      pb() {
        const item = inSection('pb-accordion')?.querySelectorAll(':scope > details')[1];
        return { target: item?.querySelector('summary'), answer: () => (item.open && shown(item.querySelector('.accordion-body'))) || 'the second item is closed' };
      },
    },
    lightbox: {
      any() {
        const target = inSection('[data-module="gallery"] a img');
        const answer = () => {
          const box = document.querySelector('.pswp');
          if (!shown(box)) return 'no lightbox shown';
          // The image PhotoSwipe opens with (its placeholder from the thumbnail, or the full image).
          const image = [...box.querySelectorAll('img.pswp__img')].find((img) => img.complete && img.naturalWidth > 0 && shown(img));
          return Boolean(image) || 'the lightbox shows no image yet';
        };
        return { target, answer };
      },
    },
    'carousel-arrow': {
      peer() {
        const carousel = inSection('[data-module="carousel"] .swiper');
        return { target: carousel?.querySelector('.swiper-button-next'), ...slidePosition(carousel) };
      },
      pb() {
        const carousel = inSection('pb-image-carousel');
        return {
          target: carousel?.shadowRoot?.querySelector('[part~="button-next"]'),
          near: carousel,
          missing: 'no next arrow on the carousel (pb-image-carousel draws its arrows when it upgrades, as it comes near the viewport)',
          ...slidePosition(carousel),
        };
      },
    },
    'carousel-swipe': {
      peer() {
        const carousel = inSection('[data-module="carousel"] .swiper');
        return { target: carousel, swipe: true, ...slidePosition(carousel) };
      },
      pb() {
        const carousel = inSection('pb-image-carousel');
        return { target: carousel, swipe: true, ...slidePosition(carousel) };
      },
    },
    menu: {
      peer() {
        return { target: document.querySelector('.navbar-toggler'), fixed: true, answer: () => shownOrSay(document.getElementById('mainNav'), 'the menu panel is not shown') };
      },
      pb() {
        const menu = document.querySelector('pb-menu');
        return {
          target: menu?.shadowRoot?.querySelector('[part~="toggle"]'),
          missing: 'no menu toggle at rest',
          fixed: true,
          answer: () => shownOrSay(menu.shadowRoot.querySelector('[part~="list"]'), 'the menu panel is not shown'),
        };
      },
    },
    form: {
      peer() {
        const root = document.querySelector('[data-module="contact-form"]');
        // src/main.js: Bootstrap's starter validation (was-validated shows .invalid-feedback).
        return { target: root?.querySelector('button[type=submit]'), answer: () => [...root.querySelectorAll('.invalid-feedback')].some(shown) || 'no validation message shown' };
      },
      pb() {
        const root = document.querySelector('[data-module="contact-form"]');
        // pb-contact-form writes its validation messages into a region at the top of the form.
        return { target: root?.querySelector('button[type=submit]'), answer: () => shown(root.querySelector('[data-pb-message]')) || 'no validation message shown' };
      },
    },
    anchor: {
      any() {
        let from = null;
        return {
          target: inSection('[data-module="cta"] a[href^="#"]'),
          remember: () => (from = scrollY),
          answer: () => Math.abs(scrollY - from) > 0.5 || 'the page did not move',
        };
      },
    },
  };

  function check(frameTime) {
    state.frames += 1;
    let answer = spec.answer();
    if (answer === true) state.answerKind = 'page';
    else if (nativeInvalid.some((event) => !event.defaultPrevented)) {
      answer = true;
      state.answerKind = "the browser's validation bubble";
    }
    if (answer === true) {
      state.answerAt = frameTime;
      return;
    }
    state.miss = answer;
    requestAnimationFrame(check);
  }

  window.addEventListener(
    'pointerdown',
    (event) => {
      if (state.pointerdownAt !== null || !spec) return;
      state.pointerdownAt = event.timeStamp;
      spec.remember?.();
      requestAnimationFrame(check);
    },
    { capture: true },
  );
  window.addEventListener(
    'invalid',
    (event) => {
      if (state.pointerdownAt !== null && event.target.form && !event.target.form.noValidate) nativeInvalid.push(event);
    },
    { capture: true },
  );

  const find = () => (SPECS[tap][kind] ?? SPECS[tap].any)();

  /** Scrolls to `top` in animation frames, fast first and slowing down (ease-out), over `flingMs`. */
  function fling(top) {
    const from = scrollY;
    const to = Math.max(0, Math.min(top, document.documentElement.scrollHeight - innerHeight));
    return new Promise((done) => {
      const start = performance.now();
      const step = (now) => {
        const progress = Math.min(1, (now - start) / flingMs);
        scrollTo({ top: from + (to - from) * (1 - (1 - progress) ** 3), behavior: 'instant' });
        if (progress < 1) requestAnimationFrame(step);
        else done();
      };
      requestAnimationFrame(step);
    });
  }

  window.__firstTap = {
    state,
    async prepare() {
      const found = find();
      const scrolledTo = found.target ?? found.near;
      if (!scrolledTo) return { error: found.missing ?? `no ${tap} target on the page` };
      spec = found;
      if (spec.fixed) return { scrolled: false };
      const box = scrolledTo.getBoundingClientRect();
      await fling(scrollY + box.top + box.height / 2 - innerHeight / 2);
      return { scrolled: true };
    },
    point() {
      // A control the module draws once upgraded is looked for again: it came while the module scrolled in.
      if (!spec.target) spec = find();
      if (!spec.target) return { error: spec.missing ?? `no ${tap} target on the page` };
      const box = spec.target.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      // What a touch there reaches (through open shadow roots): the target, or what covers it.
      let hit = document.elementFromPoint(x, y);
      while (hit?.shadowRoot) {
        const inner = hit.shadowRoot.elementFromPoint(x, y);
        if (!inner || inner === hit) break;
        hit = inner;
      }
      let hitsTarget = false;
      for (let node = hit; node; node = flatParent(node)) if (node === spec.target) hitsTarget = true;
      const describe = (element) => element && `${element.localName}${element.id ? `#${element.id}` : ''}${typeof element.className === 'string' && element.className ? `.${element.className.trim().split(/\s+/).join('.')}` : ''}`;
      return { x, y, width: box.width, swipe: Boolean(spec.swipe), hitsTarget: hitsTarget || spec.target.contains(hit), hit: describe(hit), target: describe(spec.target) };
    },
  };
}
