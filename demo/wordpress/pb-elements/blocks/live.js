/**
 * A block live in the editor, shared by the module blocks (blocks/modules.js) and the generic
 * "pb-elements element" block (blocks/element.js): while neither the block nor one of its inner
 * blocks is selected (or while its toolbar's "Preview" is on), the canvas shows the block's saved
 * markup upgraded by the loader (blocks/preview.js: sanitized, autoplay off, inert, so clicks
 * select the block and nothing takes the focus); selecting it shows the inner blocks for editing.
 * Plain JavaScript on WordPress's globals, no build step.
 */
(function (wp) {
  const el = wp.element.createElement;
  const { __ } = wp.i18n;
  const { useEffect, useMemo, useRef, useState } = wp.element;
  const { BlockControls } = wp.blockEditor;
  const { ToolbarButton, ToolbarGroup } = wp.components;
  const { getSaveContent } = wp.blocks;
  const { useSelect } = wp.data;

  /** How long the preview waits for edits to pause before it renders again. */
  const PREVIEW_DELAY = 300;

  /**
   * The block as the visitor gets it: its saved markup (with its inner blocks) rendered by the
   * page's loader into a container React leaves alone. The first render is at once (once a
   * templated block has its template's inner blocks); later ones wait for the edits to pause; each
   * replaces the last, whose modules are torn down.
   */
  function LivePreview({ clientId, templated }) {
    const block = useSelect((select) => select('core/block-editor').getBlock(clientId), [clientId]);
    const html = useMemo(() => (block ? getSaveContent(block.name, block.attributes, block.innerBlocks) : ''), [block]);
    // A block just inserted gets its template's inner blocks a moment later: the first render waits for them.
    const awaitingTemplate = Boolean(templated) && block !== null && block.innerBlocks.length === 0;
    const container = useRef(null);
    const rendered = useRef(false);
    useEffect(() => {
      const render = () => window.pbElementsPreview.renderLivePreview(container.current, html);
      if (!rendered.current) {
        if (awaitingTemplate) return undefined;
        rendered.current = true;
        render();
        return undefined;
      }
      const timer = setTimeout(render, PREVIEW_DELAY);
      return () => clearTimeout(timer);
    }, [html, awaitingTemplate]);
    // Inert: a click goes through to the block (which selects it), and nothing inside takes the focus.
    const inert = (node) => {
      if (node) node.inert = true;
      container.current = node;
    };
    return el('div', { ref: inert, className: 'pb-elements-block__preview' });
  }

  /**
   * Whether the block shows its preview, and the toolbar button that switches a selected block
   * between Preview and Edit: the preview shows while neither the block nor an inner block is
   * selected, or while the selected block's Preview is on (off again once it is deselected).
   */
  function usePreviewing(clientId, isSelected) {
    const editingInside = useSelect((select) => select('core/block-editor').hasSelectedInnerBlock(clientId, true), [clientId]);
    const [previewSelected, setPreviewSelected] = useState(false);
    useEffect(() => {
      if (!isSelected) setPreviewSelected(false);
    }, [isSelected]);
    const previewing = !editingInside && (!isSelected || previewSelected);
    const toolbar = el(
      BlockControls,
      { group: 'block' },
      el(
        ToolbarGroup,
        null,
        el(ToolbarButton, {
          icon: previewing ? 'edit' : 'visibility',
          label: previewing ? __('Edit', 'pb-elements') : __('Preview', 'pb-elements'),
          onClick: () => setPreviewSelected(!previewing),
        }),
      ),
    );
    return { previewing, toolbar };
  }

  window.pbElementsLive = { LivePreview, usePreviewing };
})(window.wp);
