/**
 * The "pb-elements embed" block (includes/blocks.php): a consent-gated embed placed from the
 * sidebar (address, service or category, title, size). It saves no markup: the server renders
 * its attributes through `[pb_embed]`'s code, so the same host allow-list and escaping apply and
 * an author never writes an iframe. Plain JavaScript on WordPress's globals, no build step.
 */
(function (wp, options) {
  const el = wp.element.createElement;
  const { __, sprintf } = wp.i18n;
  const { InspectorControls, useBlockProps } = wp.blockEditor;
  const { PanelBody, Placeholder, SelectControl, TextControl } = wp.components;
  const { decodeEntities } = wp.htmlEntities;

  /** Whether the server will print the embed: an https address on an allowed host. */
  function allowed(address) {
    try {
      const url = new URL(address);
      return url.protocol === 'https:' && options.hosts.includes(url.hostname.toLowerCase());
    } catch {
      return false;
    }
  }

  /** The attributes (declared with the block in includes/blocks.php) come from the server. */
  wp.blocks.registerBlockType('pb-elements/embed', {
    apiVersion: 2,
    title: __('pb-elements embed', 'pb-elements'),
    description: __('A video, map or player that loads once the visitor allows its service.', 'pb-elements'),
    category: 'embed',
    icon: 'format-video',
    supports: { html: false },
    edit({ attributes, setAttributes }) {
      // As typed: kses stores an author's `&` as `&amp;` (see element.js).
      const src = decodeEntities(attributes.src);
      const { service, category, title } = attributes;
      const field = (name, label, extra) =>
        el(TextControl, { label, value: decodeEntities(attributes[name]), onChange: (value) => setAttributes({ [name]: value }), ...extra });
      let status = __('Fill in the address and the service in the block settings.', 'pb-elements');
      if (src && !allowed(src)) status = __('This address prints nothing: it must start with https:// and name an allowed host.', 'pb-elements');
      /* translators: 1: the embed's address, 2: the consent service or category it waits for. */
      else if (src && (service || category)) status = sprintf(__('Loads %1$s once the visitor allows %2$s.', 'pb-elements'), src, service || options.categories[category]);
      return el(
        'div',
        useBlockProps(),
        el(
          InspectorControls,
          null,
          el(
            PanelBody,
            { title: __('Embed', 'pb-elements') },
            field('src', __('Address', 'pb-elements'), {
              type: 'url',
              /* translators: %s: the hosts an embed may load from, comma-separated. */
              help: sprintf(__('https, on one of: %s', 'pb-elements'), options.hosts.join(', ')),
            }),
            field('service', __('Service', 'pb-elements'), { help: __('The consent service the visitor allows, e.g. youtube.', 'pb-elements') }),
            el(SelectControl, {
              label: __('Category', 'pb-elements'),
              value: category,
              options: [{ label: __('The service’s own', 'pb-elements'), value: '' }].concat(
                Object.keys(options.categories).map((id) => ({ label: options.categories[id], value: id })),
              ),
              onChange: (value) => setAttributes({ category: value }),
            }),
            field('title', __('Title', 'pb-elements'), { help: __('What the embed shows, for screen readers.', 'pb-elements') }),
            field('width', __('Width', 'pb-elements'), { type: 'number', min: 1 }),
            field('height', __('Height', 'pb-elements'), { type: 'number', min: 1 }),
          ),
        ),
        el(Placeholder, { icon: 'format-video', label: title || __('pb-elements embed', 'pb-elements'), instructions: status }),
      );
    },
    save() {
      return null;
    },
  });
})(window.wp, window.pbElementsEmbed || { hosts: [], categories: {} });
