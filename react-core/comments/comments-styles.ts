/** Shadow styles of `<pb-comments>`: the comments are the page's; only the live region is the element's. */
export const commentsStyles = `
[part=status]{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
`;
