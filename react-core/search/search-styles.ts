/**
 * Shadow styles of `<pb-search>`. The author's form stays in the light DOM, styled by the page;
 * the element only adds the visually hidden live region. The button overlay and the 30 px of
 * end padding are set on the author's field and button by the view (see `search-view.tsx`).
 */
export const searchStyles = `
[part=status]{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
`;
