/**
 * Layout that the loader reserves before an element's code arrives, so the upgrade shifts
 * nothing (CLS 0). It is injected by the loader, so a visitor without JavaScript never gets it
 * and sees all of the author's content. It applies until the element marks itself
 * `data-enhanced` (first render on screen) or `data-failed` (its module broke or did not load).
 *
 * pb-tabs: the headings in a row (a column below 768 px), only the first panel shown, exactly as
 * the upgraded element lays them out.
 */
import { ANIMATE_CRITICAL_CSS } from '../react-core/animate/critical-css';
import { COMMENTS_CRITICAL_CSS } from '../react-core/comments/critical-css';
import { CONSENT_AREA_CRITICAL_CSS } from '../react-core/consent-area/critical-css';
import { CONSENT_BANNER_CRITICAL_CSS } from '../react-core/consent-banner/critical-css';
import { CONSENT_MANAGE_CRITICAL_CSS } from '../react-core/consent-manage/critical-css';
import { CONTACT_FORM_CRITICAL_CSS } from '../react-core/contact-form/critical-css';
import { COUNTDOWN_CRITICAL_CSS } from '../react-core/countdown/critical-css';
import { CIRCLE_COUNTER_CRITICAL_CSS, NUMBER_COUNTER_CRITICAL_CSS } from '../react-core/counters/critical-css';
import { DOT_NAV_CRITICAL_CSS } from '../react-core/dot-nav/critical-css';
import { HEADER_CRITICAL_CSS } from '../react-core/header/critical-css';
import { IMAGE_CAROUSEL_CRITICAL_CSS } from '../react-core/image-carousel/critical-css';
import { LIGHTBOX_CRITICAL_CSS } from '../react-core/lightbox/critical-css';
import { MENU_CRITICAL_CSS } from '../react-core/menu/critical-css';
import { NEWSLETTER_CRITICAL_CSS } from '../react-core/newsletter/critical-css';
import { PARALLAX_CRITICAL_CSS } from '../react-core/parallax/critical-css';
import { PORTFOLIO_CAROUSEL_CRITICAL_CSS } from '../react-core/portfolio-carousel/critical-css';
import { SCROLL_TOP_CRITICAL_CSS } from '../react-core/scroll-top/critical-css';
import { SEARCH_CRITICAL_CSS } from '../react-core/search/critical-css';
import { SLIDER_CRITICAL_CSS } from '../react-core/slider/critical-css';
import { STICKY_CRITICAL_CSS } from '../react-core/sticky/critical-css';
import { VIDEO_CRITICAL_CSS } from '../react-core/video/critical-css';
const HEADING = 'h1,h2,h3,h4,h5,h6,[data-tab]';
const NOT_PANEL = `${HEADING},script,style,template`;
const TABS = 'pb-tabs:not([data-enhanced],[data-failed])';
/** A flex item as wide as a block would be (margins, padding and border included). */
const FULL_LINE = 'flex:0 0 auto;width:-webkit-fill-available;width:-moz-available;width:stretch';

export const CRITICAL_CSS =
  `${TABS}{display:flex;flex-wrap:wrap}` +
  `${TABS}>:is(${HEADING}){order:-1}` +
  `${TABS}>:not(${NOT_PANEL}){${FULL_LINE}}` +
  `${TABS}>:not(${NOT_PANEL})~:not(${NOT_PANEL}){display:none}` +
  `@media (max-width:767px){${TABS}>:is(${HEADING}){${FULL_LINE}}}` +
  IMAGE_CAROUSEL_CRITICAL_CSS +
  SLIDER_CRITICAL_CSS +
  PORTFOLIO_CAROUSEL_CRITICAL_CSS +
  LIGHTBOX_CRITICAL_CSS +
  CONTACT_FORM_CRITICAL_CSS +
  NEWSLETTER_CRITICAL_CSS +
  SEARCH_CRITICAL_CSS +
  COMMENTS_CRITICAL_CSS +
  HEADER_CRITICAL_CSS +
  MENU_CRITICAL_CSS +
  SCROLL_TOP_CRITICAL_CSS +
  DOT_NAV_CRITICAL_CSS +
  CONSENT_BANNER_CRITICAL_CSS +
  CONSENT_MANAGE_CRITICAL_CSS +
  CONSENT_AREA_CRITICAL_CSS +
  COUNTDOWN_CRITICAL_CSS +
  CIRCLE_COUNTER_CRITICAL_CSS +
  NUMBER_COUNTER_CRITICAL_CSS +
  ANIMATE_CRITICAL_CSS +
  PARALLAX_CRITICAL_CSS +
  STICKY_CRITICAL_CSS +
  VIDEO_CRITICAL_CSS;
