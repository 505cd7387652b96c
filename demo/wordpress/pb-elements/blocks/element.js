/**
 * The "pb-elements element" block (includes/blocks.php): a pb-* element with its attributes
 * around inner blocks. Plain JavaScript on WordPress's globals, no build step.
 */
(function (wp, catalogue) {
  const el = wp.element.createElement;
  const { __ } = wp.i18n;
  const { InnerBlocks, InspectorControls, useBlockProps } = wp.blockEditor;
  const { PanelBody, SelectControl, TextControl } = wp.components;
  const { decodeEntities } = wp.htmlEntities;
  const tags = Object.keys(catalogue).sort();

  /**
   * A value as the author typed it. For users without `unfiltered_html`, WordPress passes the
   * block's attributes through kses on save, which stores `&`, `<` and `>` as entities
   * (`a &amp; b`): read back as they are, save() would no longer match the saved markup and the
   * block would be invalid after a reload.
   */
  const typed = (value) => (typeof value === 'string' ? decodeEntities(value) : '');

  /** The element's attributes that have a value, in the manifest's order. */
  function present(tag, values) {
    const attributes = {};
    for (const name of catalogue[tag] || []) {
      const value = typed(values[name]);
      if (value !== '') attributes[name] = value;
    }
    return attributes;
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
    edit({ attributes, setAttributes }) {
      const { tag, values } = attributes;
      const blockProps = useBlockProps({ className: 'pb-elements-block' });
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
            (catalogue[tag] || []).map((name) =>
              el(TextControl, {
                key: name,
                label: name,
                value: typed(values[name]),
                onChange: (value) => setAttributes({ values: { ...values, [name]: value } }),
              }),
            ),
          ),
        ),
        el('div', { className: 'pb-elements-block__tag' }, `<${tag}>`),
        el(InnerBlocks),
      );
    },
    save({ attributes }) {
      return el(attributes.tag, present(attributes.tag, attributes.values), el(InnerBlocks.Content));
    },
  });
})(window.wp, window.pbElementsCatalogue || {});
