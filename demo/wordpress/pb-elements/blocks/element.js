/**
 * The "pb-elements element" block (includes/blocks.php): a pb-* element with its attributes
 * around inner blocks, live in the editor like the module blocks (blocks/live.js). Plain
 * JavaScript on WordPress's globals, no build step.
 */
(function (wp, catalogue) {
  const el = wp.element.createElement;
  const { __ } = wp.i18n;
  const { InnerBlocks, InspectorControls, useBlockProps } = wp.blockEditor;
  const { PanelBody, SelectControl, TextControl, ToggleControl } = wp.components;
  const { typed, stored, isOn } = window.pbElementsBlocks;
  const { LivePreview, usePreviewing } = window.pbElementsLive;
  const tags = Object.keys(catalogue).sort();

  /** The element's attributes that have a value, in the manifest's order. */
  function present(tag, values) {
    const attributes = {};
    for (const name of Object.keys(catalogue[tag] || {})) {
      // A toggle's `true` is written as presence (`<pb-image-carousel loop>`); text as typed.
      if (values[name] === true) attributes[name] = '';
      else if (typed(values[name]) !== '') attributes[name] = typed(values[name]);
    }
    return attributes;
  }

  /** The sidebar control for one attribute: a toggle, a list of choices, or a text field. */
  function control(name, kind, value, change) {
    if (kind === 'boolean') {
      return el(ToggleControl, { key: name, label: name, checked: isOn(value), onChange: (on) => change(on ? true : undefined) });
    }
    if (Array.isArray(kind)) {
      const current = typed(value);
      const choices = current === '' || kind.includes(current) ? kind : [...kind, current];
      return el(SelectControl, {
        key: name,
        label: name,
        value: current,
        options: [{ label: __('(default)', 'pb-elements'), value: '' }, ...choices.map((choice) => ({ label: choice, value: choice }))],
        onChange: (next) => change(next === '' ? undefined : stored(next)),
      });
    }
    return el(TextControl, { key: name, label: name, value: typed(value), onChange: (next) => change(next === '' ? undefined : stored(next)) });
  }

  wp.blocks.registerBlockType('pb-elements/element', {
    apiVersion: 2,
    title: __('pb-elements element', 'pb-elements'),
    description: __('A pb-* element (tabs, accordion, slider, newsletter …) with its attributes, around ordinary blocks.', 'pb-elements'),
    category: 'design',
    icon: 'layout',
    attributes: {
      tag: { type: 'string', default: 'pb-accordion' },
      values: { type: 'object', default: {} },
    },
    edit({ attributes, setAttributes, clientId, isSelected }) {
      const { tag, values } = attributes;
      const { previewing, toolbar } = usePreviewing(clientId, isSelected);
      const blockProps = useBlockProps({ className: 'pb-elements-block' });
      const change = (name) => (value) => {
        const next = { ...values };
        if (value === undefined) delete next[name];
        else next[name] = value;
        setAttributes({ values: next });
      };
      return el(
        'div',
        blockProps,
        el(
          InspectorControls,
          null,
          el(
            PanelBody,
            { title: __('Element', 'pb-elements') },
            el(SelectControl, {
              label: __('Tag', 'pb-elements'),
              value: tag,
              options: tags.map((name) => ({ label: `<${name}>`, value: name })),
              onChange: (next) => setAttributes({ tag: next }),
            }),
            Object.entries(catalogue[tag] || {}).map(([name, kind]) => control(name, kind, values[name], change(name))),
          ),
        ),
        toolbar,
        el('div', { className: 'pb-elements-block__tag' }, `<${tag}>`),
        previewing ? el(LivePreview, { clientId }) : null,
        el('div', { className: 'pb-elements-block__inner', hidden: previewing }, el(InnerBlocks)),
      );
    },
    save({ attributes }) {
      return el(attributes.tag, present(attributes.tag, attributes.values), el(InnerBlocks.Content));
    },
  });
})(window.wp, window.pbElementsCatalogue || {});
