/**
 * What the plugin's element blocks share (blocks/element.js, blocks/modules.js): how attribute
 * values are stored so kses keeps them, and how a boolean's older text value reads. Plain
 * JavaScript on WordPress's globals, no build step.
 */
(function (wp) {
  const { decodeEntities } = wp.htmlEntities;
  /** The builder's words for "off" that the elements accept (ELEMENTS.md, booleans). */
  const OFF = ['false', 'off', 'no', 'default'];

  window.pbElementsBlocks = {
    /**
     * A text value as the author typed it. For users without `unfiltered_html`, WordPress passes the
     * block's attributes through kses on save, which would strip `<tiles.example>` as a tag and
     * store `&` as `&amp;`: values are therefore stored with `&`, `<` and `>` as entities
     * (`stored`), which kses keeps, and read back decoded, so save() matches the saved markup.
     */
    typed: (value) => (typeof value === 'string' ? decodeEntities(value) : ''),
    stored: (value) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;'),
    /** A boolean attribute is on when a toggle set it, or when an older text value is not an "off" word. */
    isOn: (value) => value === true || (typeof value === 'string' && !OFF.includes(value.trim().toLowerCase())),
  };
})(window.wp);
