/** Shadow styles of `<pb-animate>`: a plain block around the author's content (`:host{display:block}` comes from the element layer). */
export const animateStyles = `
@media print{:host{opacity:1!important;transform:none!important}}
`;
