/**
 * <pb-comments> upgrade without layout shift (CLS 0), with the loader's critical CSS, at desktop
 * and phone widths. The element is imported only after the first measurement.
 */
import { expect } from 'chai';
import { setViewport } from '@web/test-runner-commands';
import { COMMENTS_CRITICAL_CSS } from '../../react-core/comments/critical-css';
import { cleanupFixtures, fixture, upgraded } from './helpers';
import { atWidths, boxesOf, useCriticalCss } from './layout-helpers';

const MARKUP = `
  <section>
    <pb-comments>
      <ol class="comment-list">
        <li id="comment-1" class="comment"><article id="div-comment-1"><b class="fn">Ann</b><p>Great trail.</p>
          <div class="reply"><a class="comment-reply-link" href="?replytocom=1#respond" data-commentid="1">Reply</a></div></article></li>
      </ol>
      <div id="respond">
        <h3>Leave a reply <small><a id="cancel-comment-reply-link" href="#respond" style="display:none">Cancel reply</a></small></h3>
        <form id="commentform" action="/comments" method="post">
          <p><label for="l-comment">Comment</label><textarea id="l-comment" name="comment"></textarea></p>
          <p><button type="submit">Post comment</button><input type="hidden" name="comment_parent" value="0"></p>
        </form>
      </div>
    </pb-comments>
    <p class="after">After the comments.</p>
  </section>`;

function boxes(root: ParentNode): string[] {
  return boxesOf(root, 'pb-comments, li, #respond, h3, form, textarea, button, .after');
}

describe('pb-comments upgrade layout (CLS 0)', () => {
  useCriticalCss(COMMENTS_CRITICAL_CSS);
  after(async () => {
    await setViewport({ width: 1280, height: 800 });
  });
  afterEach(cleanupFixtures);

  it('the comments and the reply form keep their boxes through the upgrade', async () => {
    const widths = [1280, 360];
    const section = fixture(MARKUP);
    expect(customElements.get('pb-comments') === undefined, 'pb-comments starts undefined').to.equal(true);
    const before = await atWidths(widths, () => boxes(section), { frames: 0 });
    await import('../../elements/pb-comments');
    await upgraded(section.querySelector('pb-comments')!);
    await atWidths(widths, (width, index) => expect(boxes(section), `${width} px`).to.deep.equal(before[index]), { frames: 0 });
  });
});
