/**
 * A block per module (includes/blocks.php): pb-elements/tabs, pb-elements/image-carousel … Their
 * block.json files are generated from the manifest (generated/blocks/); this one script gives them
 * all their editor: the inspector typed from generated/module-blocks.php (a toggle per boolean, the
 * documented values as a list, a number field, text), the responsive variants under Desktop /
 * Tablet / Phone tabs, inner-block templates shaped like the module's markup, and save() writing
 * the plain element (`<pb-tabs active="1" class="…">`) around the inner blocks. Also the child
 * block pb-elements/details (an accordion item) and the transform from the generic block.
 * Live in the editor (blocks/live.js): the block's saved markup upgraded by the loader while it is
 * not being edited; selecting it shows the inner blocks for editing.
 * Plain JavaScript on WordPress's globals, no build step.
 */
(function (wp, modules) {
  const el = wp.element.createElement;
  const { __ } = wp.i18n;
  const { InnerBlocks, InspectorControls, RichText, useBlockProps } = wp.blockEditor;
  const { PanelBody, SelectControl, TabPanel, TextControl, ToggleControl } = wp.components;
  const { createBlock, registerBlockType } = wp.blocks;
  const { typed, stored, isOn } = window.pbElementsBlocks;
  const { LivePreview, usePreviewing } = window.pbElementsLive;
  const SCREENS = [
    { name: 'desktop', title: __('Desktop', 'pb-elements'), suffix: '' },
    { name: 'tablet', title: __('Tablet', 'pb-elements'), suffix: '-tablet' },
    { name: 'phone', title: __('Phone', 'pb-elements'), suffix: '-phone' },
  ];

  const humanised = (name) => name.charAt(0).toUpperCase() + name.slice(1).replace(/-/g, ' ');
  const paragraph = (content) => ['core/paragraph', { content }];
  const image = ['core/image', { linkDestination: 'media' }];
  const details = (summary, open) => ['pb-elements/details', { summary, open }, [paragraph(__('The answer.', 'pb-elements'))]];
  // Level 2: a template's heading starts a section of the post, right under its title (h1).
  const heading = (content, level = 2) => ['core/heading', { level, content }];
  /** A heading and a line of text in a group: the content a wrapper module (sticky, animation, split test) holds. */
  const card = (title, text) => ['core/group', {}, [heading(title), paragraph(text)]];
  /** A project: a picture and its title in an article (portfolio, portfolio carousel). */
  const project = (title) => ['core/group', { tagName: 'article' }, [image, heading(title)]];
  const projects = () => [__('First project', 'pb-elements'), __('Second project', 'pb-elements'), __('Third project', 'pb-elements')].map(project);
  const escaped = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  /** The menu's entries: a list of links (the site's home, then pages the owner points at their own). */
  const menuList = () => [
    'core/list',
    {
      values: [
        [modules.site.home, __('Home', 'pb-elements')],
        [`${modules.site.home}#about`, __('About', 'pb-elements')],
        [`${modules.site.home}#contact`, __('Contact', 'pb-elements')],
      ].map(([href, text]) => `<li><a href="${escaped(href)}">${escaped(text)}</a></li>`).join(''),
    },
  ];

  /** Inner blocks shaped like the markup each module upgrades (docs/elements/<tag>.md). */
  const STRUCTURE = {
    // A tab is a heading and the panel right after it.
    tabs: {
      template: () => [
        ['core/heading', { level: 3, content: __('First tab', 'pb-elements') }],
        ['core/group', {}, [paragraph(__('What the first tab shows.', 'pb-elements'))]],
        ['core/heading', { level: 3, content: __('Second tab', 'pb-elements') }],
        ['core/group', {}, [paragraph(__('What the second tab shows.', 'pb-elements'))]],
      ],
    },
    // `<details>` items; one of them open.
    accordion: {
      template: () => [details(__('First question', 'pb-elements'), true), details(__('Second question', 'pb-elements'), false)],
      allowedBlocks: ['pb-elements/details', 'pb-elements/toggle'],
    },
    toggle: { template: () => [details(__('Question', 'pb-elements'), false)], templateLock: 'all' },
    // Image links: core images linked to their media file.
    'image-carousel': { template: () => [image, image, image], allowedBlocks: ['core/image'] },
    gallery: { template: () => [image, image, image], allowedBlocks: ['core/image'] },
    lightbox: { template: () => [image, image] },
    // Each child is a slide.
    slider: {
      template: () =>
        [__('First slide', 'pb-elements'), __('Second slide', 'pb-elements')].map((title) => [
          'core/group',
          { tagName: 'section' },
          [['core/heading', { level: 3, content: title }], paragraph(__('What this slide says.', 'pb-elements'))],
        ]),
    },
    // The menu's list of links; the header's logo link and menu.
    menu: { template: () => [menuList()] },
    header: {
      template: () => [
        ['core/html', { content: `<a slot="logo" href="${escaped(modules.site.home)}">${escaped(modules.site.name)}</a>` }],
        // Named, so its navigation landmark stands apart from a theme's own menu.
        ['pb-elements/menu', { label: __('Header menu', 'pb-elements') }, [menuList()]],
      ],
    },
    // What the wrapper modules hold.
    sticky: { template: () => [card(__('Book your place', 'pb-elements'), __('This box stays in view while the page scrolls.', 'pb-elements'))] },
    animate: { template: () => [card(__('Fast delivery', 'pb-elements'), __('This box animates in when it comes into view.', 'pb-elements'))] },
    'split-test': { template: () => [card(__('The original', 'pb-elements'), __('Visitors in the test see this or one of its variants.', 'pb-elements'))] },
    // The background picture (slot="background"; a Custom HTML block) and the content over it.
    parallax: {
      template: () => [
        ['core/html', { content: `<img slot="background" src="${escaped(modules.site.assets)}/slider-mountain.svg" alt="">` }],
        // Light text on the picture (the Heading and Paragraph blocks' own text colour).
        ['core/heading', { level: 2, content: __('Over the ridge', 'pb-elements'), style: { color: { text: '#ffffff' } } }],
        ['core/paragraph', { content: __('The picture behind this text moves slower than the page.', 'pb-elements'), style: { color: { text: '#ffffff' } } }],
      ],
    },
    // A video's own block; a background video comes from the block's MP4 or WebM setting, under the content.
    video: { template: () => [['core/video', {}]] },
    'video-background': { template: () => [heading(__('Walk the ridge', 'pb-elements')), paragraph(__('Set the video in the block settings (MP4, WebM, poster).', 'pb-elements'))] },
    portfolio: { template: projects },
    'portfolio-carousel': { template: projects },
    // Each place is an item with its coordinates (data-lat, data-lng).
    map: { template: () => [['core/html', { content: mapPlaces() }]] },
    search: { template: () => [['core/html', { content: searchForm() }]] },
    // A counter's caption.
    'number-counter': { template: () => [paragraph(__('Happy walkers', 'pb-elements'))] },
    'circle-counter': { template: () => [paragraph(__('Trails walked', 'pb-elements'))] },
    // The link itself, a direct child the button is made of (a Custom HTML block).
    'scroll-top': { template: () => [['core/html', { content: `<a href="#top">${escaped(__('Back to top', 'pb-elements'))}</a>` }]] },
    'contact-form': { template: () => [['core/html', { content: contactForm() }]] },
    newsletter: { template: () => [['core/html', { content: newsletterForm() }]] },
  };

  function contactForm() {
    return [
      `<form action="${modules.urls.contact}" method="post">`,
      `<p data-field="name"><label for="contact-name">${__('Your name', 'pb-elements')} *</label><input id="contact-name" name="name" required=""></p>`,
      `<p data-field="email"><label for="contact-email">${__('Email', 'pb-elements')} *</label><input id="contact-email" name="email" type="email" required=""></p>`,
      `<p data-field="message"><label for="contact-message">${__('Message', 'pb-elements')} *</label><textarea id="contact-message" name="message" required=""></textarea></p>`,
      '<input type="hidden" name="pb_contact_form" value="contact-form">',
      `<button type="submit">${__('Send message', 'pb-elements')}</button>`,
      '</form>',
    ].join('\n');
  }

  function mapPlaces() {
    return [
      '<ul>',
      `<li data-lat="51.5007" data-lng="-0.1246"><h3>${escaped(__('Our office', 'pb-elements'))}</h3><p>${escaped(__('The street and town', 'pb-elements'))}</p></li>`,
      '</ul>',
    ].join('\n');
  }

  function searchForm() {
    // An id of its own, so two search blocks on a page keep their labels apart.
    const id = `pb-search-${Math.random().toString(36).slice(2, 8)}`;
    return [
      `<form role="search" action="${escaped(modules.site.home)}" method="get" aria-label="${escaped(__('Site', 'pb-elements'))}">`,
      `<label for="${id}">${escaped(__('Search', 'pb-elements'))}</label> <input id="${id}" type="search" name="s">`,
      `<button type="submit">${escaped(__('Search', 'pb-elements'))}</button>`,
      '</form>',
    ].join('\n');
  }

  function newsletterForm() {
    return [
      `<form method="post" action="${modules.urls.newsletter}">`,
      '<input type="hidden" name="action" value="et_pb_submit_subscribe_form">',
      `<label for="newsletter-name">${__('First name', 'pb-elements')}</label> <input id="newsletter-name" name="et_firstname" autocomplete="given-name">`,
      `<label for="newsletter-email">${__('Email', 'pb-elements')}</label> <input id="newsletter-email" type="email" name="et_email" autocomplete="email" required="">`,
      `<button type="submit">${__('Subscribe', 'pb-elements')}</button>`,
      '</form>',
    ].join('\n');
  }

  /** The element's attributes as save() writes them: values equal to their default are left out. */
  function elementAttributes(controls, attributes) {
    const written = {};
    for (const { name, type, default: fallback } of controls) {
      const value = attributes[name];
      if (value === undefined || value === null || value === fallback) continue;
      // A boolean is written as presence (`loop=""`) or as the elements' "off" word.
      if (type === 'boolean') written[name] = value ? '' : 'off';
      else if (type === 'number') {
        if (Number.isFinite(value)) written[name] = String(value);
      } else if (typed(value) !== '' && typed(value) !== fallback) written[name] = typed(value);
    }
    return written;
  }

  /** The generic block's values (text, or `true` for a toggle) as this block's typed attributes. */
  function fromGeneric(controls, values) {
    const attributes = {};
    for (const { name, type } of controls) {
      const value = values[name];
      if (value === undefined) continue;
      if (type === 'boolean') attributes[name] = isOn(value);
      else if (type === 'number') {
        const number = Number(typed(value));
        if (typed(value).trim() !== '' && Number.isFinite(number)) attributes[name] = number;
      } else if (typeof value === 'string') attributes[name] = value;
    }
    return attributes;
  }

  /** The inspector control for one attribute, by its type; `label` names it within its group. */
  function control(attribute, label, value, change) {
    const { name, type, choices, help, default: fallback } = attribute;
    const common = { key: name, label, help };
    if (type === 'boolean' && fallback !== undefined) {
      return el(ToggleControl, { ...common, checked: value === undefined ? fallback : value, onChange: (on) => change(on) });
    }
    if (type === 'boolean' || choices) {
      // A responsive variant without a default inherits the larger screen's value until one is picked.
      const options = type === 'boolean' ? [{ label: __('On', 'pb-elements'), value: 'on' }, { label: __('Off', 'pb-elements'), value: 'off' }] : choices.map((choice) => ({ label: choice === fallback ? `${choice} ${__('(default)', 'pb-elements')}` : choice, value: choice }));
      const current = type === 'boolean' ? (value === undefined ? '' : value ? 'on' : 'off') : value === undefined ? '' : typed(value);
      if (current !== '' && !options.some((option) => option.value === current)) options.push({ label: current, value: current });
      return el(SelectControl, {
        ...common,
        value: current,
        options: fallback === undefined ? [{ label: __('(default)', 'pb-elements'), value: '' }, ...options] : options,
        onChange: (next) => change(next === '' ? undefined : type === 'boolean' ? next === 'on' : stored(next)),
      });
    }
    const withDefault = fallback === undefined ? help : `${help} ${__('Default:', 'pb-elements')} ${fallback}`;
    if (type === 'number') {
      return el(TextControl, {
        ...common,
        help: withDefault,
        type: 'number',
        placeholder: fallback === undefined ? undefined : String(fallback),
        value: value === undefined ? '' : String(value),
        onChange: (next) => change(next.trim() === '' || !Number.isFinite(Number(next)) ? undefined : Number(next)),
      });
    }
    return el(TextControl, {
      ...common,
      help: withDefault,
      placeholder: fallback === undefined ? undefined : String(fallback),
      value: typed(value),
      onChange: (next) => change(next === '' ? undefined : stored(next)),
    });
  }

  /** The inspector: plain settings, then the responsive ones (x beside x-tablet and x-phone) under screen tabs. */
  function Inspector({ controls, attributes, setAttributes }) {
    const names = new Set(controls.map(({ name }) => name));
    const responsive = controls.filter(({ name }) => names.has(`${name}-tablet`) && names.has(`${name}-phone`));
    const variants = new Set(responsive.flatMap(({ name }) => [name, `${name}-tablet`, `${name}-phone`]));
    const byName = Object.fromEntries(controls.map((attribute) => [attribute.name, attribute]));
    const change = (name) => (value) => setAttributes({ [name]: value });
    const panels = [
      el(
        PanelBody,
        { key: 'settings', title: __('Settings', 'pb-elements') },
        controls.filter(({ name }) => !variants.has(name)).map((attribute) => control(attribute, humanised(attribute.name), attributes[attribute.name], change(attribute.name))),
      ),
    ];
    if (responsive.length > 0) {
      panels.push(
        el(
          PanelBody,
          { key: 'screens', title: __('Per screen size', 'pb-elements') },
          el(TabPanel, { className: 'pb-elements-screens', tabs: SCREENS }, (screen) =>
            el(
              'div',
              null,
              responsive.map(({ name }) => {
                const attribute = byName[`${name}${screen.suffix}`];
                return control(attribute, humanised(name), attributes[attribute.name], change(attribute.name));
              }),
            ),
          ),
        ),
      );
    }
    return el(InspectorControls, null, panels);
  }

  for (const [blockName, { tag, controls }] of Object.entries(modules.blocks)) {
    const structure = STRUCTURE[blockName.slice('pb-elements/'.length)] || {};
    registerBlockType(blockName, {
      edit({ attributes, setAttributes, name, clientId, isSelected }) {
        const { previewing, toolbar } = usePreviewing(clientId, isSelected);
        const blockProps = useBlockProps({ className: 'pb-elements-block' });
        const title = wp.blocks.getBlockType(name).title;
        return el(
          'div',
          blockProps,
          el(Inspector, { controls, attributes, setAttributes }),
          toolbar,
          el('div', { className: 'pb-elements-block__tag' }, title),
          previewing ? el(LivePreview, { clientId, templated: Boolean(structure.template) }) : null,
          el(
            'div',
            { className: 'pb-elements-block__inner', hidden: previewing },
            el(InnerBlocks, {
              template: structure.template ? structure.template() : undefined,
              templateLock: structure.templateLock || false,
              allowedBlocks: structure.allowedBlocks,
            }),
          ),
        );
      },
      save({ attributes }) {
        // useBlockProps.save() adds the Additional CSS class(es) (an apiVersion 2 block's save gets them no other way).
        return el(tag, useBlockProps.save(elementAttributes(controls, attributes)), el(InnerBlocks.Content));
      },
      transforms: {
        from: [
          {
            type: 'block',
            blocks: ['pb-elements/element'],
            isMatch: (attributes) => attributes.tag === tag,
            transform: (attributes, innerBlocks) => createBlock(blockName, fromGeneric(controls, attributes.values || {}), innerBlocks),
          },
        ],
      },
    });
  }

  /** An accordion item or a toggle's disclosure: `<details><summary>…</summary>…</details>`. */
  registerBlockType('pb-elements/details', {
    apiVersion: 2,
    title: __('Details (accordion item)', 'pb-elements'),
    description: __('A summary that opens its content: an item of an accordion or a toggle.', 'pb-elements'),
    category: 'pb-elements',
    icon: 'arrow-down-alt2',
    keywords: ['details', 'summary', 'faq'],
    supports: { className: false, html: false },
    attributes: {
      summary: { type: 'string', source: 'html', selector: 'summary', default: '' },
      open: { type: 'boolean', default: false },
    },
    edit({ attributes, setAttributes }) {
      return el(
        'div',
        useBlockProps({ className: 'pb-elements-details' }),
        el(
          InspectorControls,
          null,
          el(
            PanelBody,
            { title: __('Settings', 'pb-elements') },
            el(ToggleControl, { label: __('Open on load', 'pb-elements'), checked: attributes.open, onChange: (open) => setAttributes({ open }) }),
          ),
        ),
        el(RichText, {
          tagName: 'div',
          className: 'pb-elements-details__summary',
          value: attributes.summary,
          placeholder: __('Summary', 'pb-elements'),
          onChange: (summary) => setAttributes({ summary }),
        }),
        el(InnerBlocks, { templateLock: false, template: [['core/paragraph']] }),
      );
    },
    save({ attributes }) {
      return el('details', { open: attributes.open || undefined }, el(RichText.Content, { tagName: 'summary', value: attributes.summary }), el(InnerBlocks.Content));
    },
  });
})(window.wp, window.pbElementsModules || { blocks: {}, urls: {}, site: { home: '/', name: '', assets: '' } });
