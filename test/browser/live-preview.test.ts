/**
 * The block editor's live preview (react-core/editor-preview/live-preview.ts): the saved markup
 * shows sanitized (keeping the block editor's inline styles), held still (no autoplay), every module asked to render at once, and a new
 * preview replaces the old one's nodes.
 */
import { expect } from 'chai';
import { renderLivePreview } from '../../react-core/editor-preview/live-preview';

describe('live preview of a module block', () => {
  it('shows the saved markup without its block comments, scripts or event handlers', () => {
    const container = document.createElement('div');
    renderLivePreview(
      container,
      '<pb-tabs class="trip-tabs" onclick="window.previewPwned=1"><!-- wp:heading --><h3>First</h3><!-- /wp:heading --><script>window.previewPwned=1</script><div><p>Panel</p></div></pb-tabs>',
    );
    expect(container.innerHTML).to.equal('<pb-tabs class="trip-tabs" loading="eager"><h3>First</h3><div><p>Panel</p></div></pb-tabs>');
    expect((window as { previewPwned?: number }).previewPwned).to.equal(undefined);
  });

  it('keeps the colours and sizes the block editor writes as inline styles, as the visitor will see them', () => {
    const container = document.createElement('div');
    renderLivePreview(container, '<pb-tabs><h3 class="has-text-color" style="color:#7a1f1f">First</h3><div style="background-color:#fde8c8"><p>Panel</p></div></pb-tabs>');
    expect(container.querySelector('h3')!.getAttribute('style')).to.equal('color:#7a1f1f');
    expect(container.querySelector('div')!.getAttribute('style')).to.equal('background-color:#fde8c8');
  });

  it('takes autoplay off and asks every module, nested ones too, to render at once', () => {
    const container = document.createElement('div');
    renderLivePreview(container, '<pb-slider autoplay autoplay-speed="3000"><section><pb-image-carousel autoplay=""></pb-image-carousel></section></pb-slider>');
    expect(container.querySelectorAll('[autoplay]')).to.have.length(0);
    expect(container.querySelector('pb-slider')!.getAttribute('autoplay-speed')).to.equal('3000');
    expect([...container.querySelectorAll('pb-slider, pb-image-carousel')].map((element) => element.getAttribute('loading'))).to.deep.equal(['eager', 'eager']);
  });

  it('replaces the previous preview, so its modules are disconnected', () => {
    const container = document.createElement('div');
    document.body.append(container);
    renderLivePreview(container, '<pb-accordion><details><summary>Old</summary></details></pb-accordion>');
    const old = container.querySelector('pb-accordion')!;
    renderLivePreview(container, '<pb-accordion><details><summary>New</summary></details></pb-accordion>');
    expect(old.isConnected).to.equal(false);
    expect(container.querySelectorAll('pb-accordion')).to.have.length(1);
    expect(container.querySelector('summary')!.textContent).to.equal('New');
    container.remove();
  });
});
