/**
 * One function per module kind of the peer page (its `data-module` values): each takes the
 * peer's module root (a happy-dom element parsed from peer.html) and returns the same content as
 * pb-elements markup, written the way the README documents each element. Texts, links and image
 * attributes are copied from the peer's nodes, never retyped, so a change of the peer's generator
 * reaches our page. Bootstrap classes are dropped: scripts/bench/site.css styles our own.
 */

/** Text for an attribute value or a text node. */
export function escape(value) {
  return String(value).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const textOf = (element) => escape(element.textContent.trim().replace(/\s+/g, ' '));

/** Attributes that only Bootstrap's or vanilla-cookieconsent's JS reads. */
const PEER_ONLY_ATTRIBUTE = /^(class|data-bs-.*|data-cc)$/;

/** The element's attributes, minus the peer-only ones and `skip`, as ` name="value"…`. */
function attributesOf(element, skip = []) {
  return [...element.attributes]
    .filter(({ name }) => !PEER_ONLY_ATTRIBUTE.test(name) && !skip.includes(name))
    .map(({ name, value }) => (value === '' && name !== 'alt' ? ` ${name}` : ` ${name}="${escape(value)}"`))
    .join('');
}

/** The element's inner HTML with the peer-only attributes removed throughout (the peer's own inline markup). */
function contentOf(element) {
  const copy = element.cloneNode(true);
  for (const node of [copy, ...copy.querySelectorAll('*')]) {
    for (const { name } of [...node.attributes]) if (PEER_ONLY_ATTRIBUTE.test(name)) node.removeAttribute(name);
  }
  return copy.innerHTML.trim();
}

/** The element itself, without the peer-only attributes. */
const outerOf = (element) => `<${element.localName}${attributesOf(element)}>${contentOf(element)}</${element.localName}>`;

const childrenOf = (element, selector) => [...element.children].filter((child) => child.matches(selector));

/** A WordPress menu item (`menu-item`, nested `ul.sub-menu`), as pb-menu enhances it. */
function menuItem(item) {
  const link = childrenOf(item, 'a')[0];
  const submenu = childrenOf(item, 'ul')[0];
  // Bootstrap's dividers (<li><hr>) have no WordPress equivalent: dropped.
  const children = submenu ? childrenOf(submenu, 'li').filter((child) => childrenOf(child, 'a').length) : [];
  const classes = children.length ? 'menu-item menu-item-has-children' : 'menu-item';
  const subList = children.length ? `<ul class="sub-menu">${children.map(menuItem).join('')}</ul>` : '';
  return `<li class="${classes}"><a${attributesOf(link, ['role', 'aria-expanded'])}>${textOf(link)}</a>${subList}</li>`;
}

function navbar(root) {
  const brand = root.querySelector('.navbar-brand');
  const items = childrenOf(root.querySelector('.navbar-nav'), 'li').map(menuItem).join('\n          ');
  const form = root.querySelector('form[role=search]');
  const input = form.querySelector('input');
  const button = form.querySelector('button');
  return `<header>
    <pb-header class="site-header" fixed data-module="navbar">
      <a slot="logo" class="brand" href="${escape(brand.getAttribute('href'))}">${textOf(brand)}</a>
      <pb-menu>
        <nav aria-label="${escape(root.getAttribute('aria-label') || 'Main')}"><ul>
          ${items}
        </ul></nav>
      </pb-menu>
      <form slot="search" role="search"${attributesOf(form, ['role'])}><input name="s"${attributesOf(input)}><button${attributesOf(button)}>${textOf(button)}</button></form>
    </pb-header>
  </header>`;
}

/** The hero's autoplay delay, from the peer's src/main.js (Swiper's `autoplay: { delay: 4000 }`). */
const HERO_AUTOPLAY_MS = 4000;

function heroSlider(root, { brand }) {
  const slides = [...root.querySelectorAll('.swiper-slide')].map((slide) => {
    const image = slide.querySelector('img');
    const caption = slide.querySelector('.hero-caption');
    const heading = caption.querySelector('h1, h2, h3');
    const lead = caption.querySelector('p');
    const button = caption.querySelector('a');
    return `
      <div class="hero-slide">
        <img${attributesOf(image)}>
        <div class="hero-caption"><${heading.localName} class="hero-title">${contentOf(heading)}</${heading.localName}><p class="lead">${contentOf(lead)}</p><a class="btn btn-lg"${attributesOf(button)}>${contentOf(button)}</a></div>
      </div>`;
  });
  return `<pb-slider class="hero" label="${escape(brand)} highlights" autoplay autoplay-speed="${HERO_AUTOPLAY_MS}" data-module="hero-slider">${slides.join('')}
  </pb-slider>`;
}

function announcement(root) {
  const copy = root.cloneNode(true);
  // The peer's alert closes with Bootstrap's JS (data-bs-dismiss). There is no such script here
  // and no pb element for it, so the text stays and the close button goes.
  copy.querySelector('.btn-close')?.remove();
  return `<div class="container"><div class="alert" role="alert" data-module="announcement">${contentOf(copy)}</div></div>`;
}

function partners(root) {
  const title = root.querySelector('p');
  const names = [...root.querySelectorAll('.row > *')].map((name) => `<li>${textOf(name)}</li>`).join('');
  return `<div class="container partners" data-module="partners"><p class="partners-title">${textOf(title)}</p><ul class="partners-list">${names}</ul></div>`;
}

function intro(root) {
  const badge = root.querySelector('.badge');
  const heading = root.querySelector('h2');
  const lead = root.querySelector('.lead');
  return `<div class="intro" data-module="intro">
        <span class="badge">${textOf(badge)}</span>
        <h2 class="section-title"${attributesOf(heading)}>${contentOf(heading)}</h2>
        <p class="lead">${contentOf(lead)}</p>
      </div>`;
}

function cards(root) {
  const items = [...root.querySelectorAll('.card-body')].map((body) => `
        <div class="card">${[...body.children].map(outerOf).join('')}</div>`);
  return `<div class="cards" data-module="cards">${items.join('')}
      </div>`;
}

function tabs(root, { title }) {
  const tabButtons = [...root.querySelectorAll('[role=tab]')];
  const panels = [...root.querySelectorAll('[role=tabpanel]')];
  const pairs = tabButtons.map((tab, index) => `
          <h3 class="tab">${textOf(tab)}</h3>
          <div class="tab-panel">${contentOf(panels[index])}</div>`);
  return `<pb-tabs class="tabs" label="${escape(title)} at a glance" data-module="tabs">${pairs.join('')}
        </pb-tabs>`;
}

function accordion(root) {
  const items = [...root.querySelectorAll('.accordion-item')].map((item, index) => {
    const question = item.querySelector('.accordion-button');
    const answer = item.querySelector('.accordion-body');
    // The first item is open, as in the peer (README: mark one open, or the upgrade moves content).
    return `
          <details${index === 0 ? ' open' : ''}><summary>${textOf(question)}</summary><div class="accordion-body">${contentOf(answer)}</div></details>`;
  });
  return `<pb-accordion class="accordion" data-module="accordion">${items.join('')}
        </pb-accordion>`;
}

function carousel(root) {
  const heading = root.querySelector('h3');
  const links = [...root.querySelectorAll('.swiper-slide > a')].map((link) => `
          ${outerOf(link)}`);
  return `<div class="block" data-module="carousel">
        <h3 class="block-title">${contentOf(heading)}</h3>
        <pb-image-carousel class="section-carousel" label="${textOf(heading)}" slide-to-show="3" slide-to-show-tablet="2" slide-to-show-phone="1" loop show-lightbox lightbox-gallery>${links.join('')}
        </pb-image-carousel>
      </div>`;
}

function gallery(root) {
  const heading = root.querySelector('h3');
  const links = [...root.querySelectorAll('.gallery-grid a')].map((link) => `
            ${outerOf(link)}`);
  return `<div class="block" data-module="gallery">
        <h3 class="block-title">${contentOf(heading)}</h3>
        <pb-lightbox>
          <div class="gallery-grid">${links.join('')}
          </div>
        </pb-lightbox>
      </div>`;
}

function counters(root) {
  const items = [...root.querySelectorAll('[data-count]')].map((value) => `
        <pb-number-counter number="${escape(value.dataset.count)}"><p>${textOf(value.nextElementSibling)}</p></pb-number-counter>`);
  return `<div class="counters" data-module="counters">${items.join('')}
      </div>`;
}

const testimonial = (root) => `<figure class="testimonial" data-module="testimonial">${contentOf(root)}</figure>`;

function cta(root) {
  const [text, link] = root.children;
  return `<div class="cta" data-module="cta">${outerOf(text)}<a class="btn"${attributesOf(link)}>${contentOf(link)}</a></div>`;
}

/** One field of the contact form, with the `name` the element (and a no-JS post) needs. */
function contactField(control, form) {
  const id = control.id;
  const name = id.replace(/^cf-/, '');
  const label = form.querySelector(`label[for="${id}"]`);
  const copy = control.cloneNode(true);
  copy.setAttribute('name', name);
  const controlHtml = copy.localName === 'input' ? `<input${attributesOf(copy)}>` : outerOf(copy);
  const labelHtml = `<label for="${escape(id)}">${textOf(label)}</label>`;
  const wide = control.closest('[class*="col-"]')?.classList.contains('col-12');
  if (control.type === 'checkbox') return `<div class="field field-wide field-check" data-field="${name}">${controlHtml} ${labelHtml}</div>`;
  return `<div class="field${wide ? ' field-wide' : ''}" data-field="${name}">${labelHtml}${controlHtml}</div>`;
}

function contactForm(root) {
  const heading = root.querySelector('h2');
  const form = root.querySelector('form');
  const fields = [...form.querySelectorAll('input, select, textarea')].map((control) => `
            ${contactField(control, form)}`);
  const submit = form.querySelector('button[type=submit]');
  // The peer's hidden .invalid-feedback texts and its success alert are Bootstrap's way of
  // reporting; pb-contact-form writes its own messages (README), so they are not copied.
  // The heading stays outside the element: a successful submission replaces the element's content.
  // The benchmark never submits: the action only has to be a plausible URL.
  return `<div class="contact-form" data-module="contact-form">
        <h2 class="section-title"${attributesOf(heading)}>${contentOf(heading)}</h2>
        <pb-contact-form id="contact-form">
          <form class="form-grid" action="contact/submit" method="post">${fields.join('')}
            <input type="hidden" name="pb_contact_form" value="contact-form">
            <div class="field field-wide"><button class="btn" type="submit">${textOf(submit)}</button></div>
          </form>
        </pb-contact-form>
      </div>`;
}

const address = (root) => `<div class="address-card" data-module="address">${contentOf(root.querySelector('.card-body'))}</div>`;

function newsletter(root) {
  const heading = root.querySelector('h2');
  const label = root.querySelector('label');
  const input = root.querySelector('input');
  const button = root.querySelector('button');
  // pb-newsletter posts to the site ajax endpoint (README); the benchmark never submits.
  return `<pb-newsletter class="newsletter" data-module="newsletter">
          <h2 class="footer-title">${contentOf(heading)}</h2>
          <form method="post" action="/wp-admin/admin-ajax.php"><input type="hidden" name="action" value="et_pb_submit_subscribe_form"><label class="visually-hidden" for="${escape(input.id)}">${textOf(label)}</label><input name="et_email" autocomplete="email"${attributesOf(input)}><button class="btn btn-sm" type="submit">${textOf(button)}</button></form>
        </pb-newsletter>`;
}

/** The peer shows its button past 600 px of scroll (src/main.js). */
const SCROLL_TOP_THRESHOLD = 600;

function scrollTop(root) {
  // A link to #top (the <body>), as pb-scroll-top's README asks, with the peer's label and arrow.
  return `<pb-scroll-top threshold="${SCROLL_TOP_THRESHOLD}" data-module="scroll-top"><a href="#top" aria-label="${escape(root.getAttribute('aria-label'))}">${textOf(root)}</a></pb-scroll-top>`;
}

function footer(root, context) {
  const columns = [...root.querySelector('.row').children].map((column) => {
    if (column.dataset.module) return convert(column, context);
    // The peer's "Cookie settings" link opens vanilla-cookieconsent's preferences (data-cc); pb
    // has no such link attribute (the manage area is <pb-consent-manage>), so it stays a plain link.
    return `<div class="footer-column">${contentOf(column)}</div>`;
  });
  const copyright = childrenOf(root.querySelector('.container'), 'p').map(outerOf).join('');
  // pb-scroll-top sits in the footer landmark, as its README recommends (the peer's button is loose in <body>).
  return `<footer class="site-footer" data-module="footer">
    <div class="container">
      <div class="footer-columns">
        ${columns.join('\n        ')}
      </div>
      ${copyright}
    </div>
    ${context.scrollTop}
  </footer>`;
}

const CONVERTERS = {
  navbar, 'hero-slider': heroSlider, announcement, partners, intro, cards, tabs, accordion, carousel, gallery,
  counters, testimonial, cta, 'contact-form': contactForm, address, footer, newsletter, 'scroll-top': scrollTop,
};

/** The pb markup of one peer module root; a kind with no mapping stops the generator. */
export function convert(root, context) {
  const kind = root.dataset.module;
  const converter = CONVERTERS[kind];
  if (!converter) throw new Error(`pb page: no pb-elements mapping for the peer's module kind "${kind}" (scripts/bench/pb-markup.mjs)`);
  return converter(root, context);
}

/** `<pb-consent-banner>` with the peer's banner texts (slots for title, message and link; `texts` for the buttons). */
export function consentBanner(texts) {
  const buttons = { acceptAll: texts.acceptAll, denyAll: texts.denyAll, viewPreferences: texts.viewPreferences, savePreferences: texts.savePreferences };
  return `<pb-consent-banner data-module="cookie-consent" texts="${escape(JSON.stringify(buttons))}">
    <h2 slot="title">${escape(texts.title)}</h2>
    <p slot="message">${escape(texts.message)}</p>
    <ul slot="links"><li><a href="${escape(texts.link.href)}">${escape(texts.link.text)}</a></li></ul>
  </pb-consent-banner>`;
}
