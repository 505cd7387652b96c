/**
 * Shadow styles of `<pb-portfolio-carousel>`: the slider's controls, and the items in one row,
 * each `1 / columns` of the width, exactly as the loader's critical CSS lays them out before the
 * upgrade. Items past the row are clipped by the viewport (and inert). On paper every item
 * prints, in the author's order, in rows of `columns`.
 */
import { sliderControlStyles } from '../slider/slider-styles';

export const carouselStyles = `${sliderControlStyles}
.track{display:flex}
::slotted(*){flex:0 0 calc(100% / var(--pb-columns,3));min-width:0}
@media print{.track{flex-wrap:wrap;transform:none!important}::slotted(*){order:0!important}}
`;
