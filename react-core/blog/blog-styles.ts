/**
 * Shadow styles of `<pb-blog>`: the posts and their pagination are the page's. While a page
 * loads the content is dimmed (no motion under `prefers-reduced-motion`); a page that could not
 * be loaded says so below the content; the announcements are visually hidden.
 */
export const blogStyles = `
::slotted(*){transition:opacity .2s}
:host([aria-busy=true]) ::slotted(:not(script)){opacity:var(--pb-blog-loading-opacity,.6)}
[part=message]{margin:1em 0 0;padding:.75em 1em;border:1px solid var(--pb-blog-message-border-color,currentColor);border-radius:4px;color:var(--pb-blog-message-color,inherit);background:var(--pb-blog-message-background,transparent)}
[part=status]{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
@media (prefers-reduced-motion:reduce){::slotted(*){transition:none}}
`;
