/**
 * Layout that the loader reserves before an element's code arrives, so the upgrade shifts
 * nothing (CLS 0). It is injected by the loader, so a visitor without JavaScript never gets it
 * and sees all of the author's content. It applies until the element marks itself
 * `data-enhanced` (first render on screen) or `data-failed` (its module broke or did not load).
 * What it hides of the author's content (tab panels, slides, items past a carousel's row) it
 * hides on screen only: a page printed before the upgrade prints all of it.
 */
import { ANIMATE_CRITICAL_CSS } from '../react-core/animate/critical-css';
import { BLOG_CRITICAL_CSS } from '../react-core/blog/critical-css';
import { COMMENTS_CRITICAL_CSS } from '../react-core/comments/critical-css';
import { CONSENT_AREA_CRITICAL_CSS } from '../react-core/consent-area/critical-css';
import { CONSENT_BANNER_CRITICAL_CSS } from '../react-core/consent-banner/critical-css';
import { CONSENT_MANAGE_CRITICAL_CSS } from '../react-core/consent-manage/critical-css';
import { CONTACT_FORM_CRITICAL_CSS } from '../react-core/contact-form/critical-css';
import { COUNTDOWN_CRITICAL_CSS } from '../react-core/countdown/critical-css';
import { CIRCLE_COUNTER_CRITICAL_CSS, NUMBER_COUNTER_CRITICAL_CSS } from '../react-core/counters/critical-css';
import { DOT_NAV_CRITICAL_CSS } from '../react-core/dot-nav/critical-css';
import { GALLERY_CRITICAL_CSS } from '../react-core/gallery/critical-css';
import { HEADER_CRITICAL_CSS } from '../react-core/header/critical-css';
import { IMAGE_CAROUSEL_CRITICAL_CSS } from '../react-core/image-carousel/critical-css';
import { LIGHTBOX_CRITICAL_CSS } from '../react-core/lightbox/critical-css';
import { MAP_CRITICAL_CSS } from '../react-core/map/critical-css';
import { MENU_CRITICAL_CSS } from '../react-core/menu/critical-css';
import { NEWSLETTER_CRITICAL_CSS } from '../react-core/newsletter/critical-css';
import { PARALLAX_CRITICAL_CSS } from '../react-core/parallax/critical-css';
import { PORTFOLIO_CAROUSEL_CRITICAL_CSS } from '../react-core/portfolio-carousel/critical-css';
import { PORTFOLIO_CRITICAL_CSS } from '../react-core/portfolio/critical-css';
import { PREVIEW_FRAME_CRITICAL_CSS } from '../react-core/preview-frame/critical-css';
import { SCROLL_TOP_CRITICAL_CSS } from '../react-core/scroll-top/critical-css';
import { SEARCH_CRITICAL_CSS } from '../react-core/search/critical-css';
import { CART_CRITICAL_CSS, CHECKOUT_CRITICAL_CSS } from '../react-core/shop/critical-css';
import { SLIDER_CRITICAL_CSS } from '../react-core/slider/critical-css';
import { SPLIT_TEST_CRITICAL_CSS } from '../react-core/split-test/critical-css';
import { STICKY_CRITICAL_CSS } from '../react-core/sticky/critical-css';
import { TABS_CRITICAL_CSS } from '../react-core/tabs/critical-css';
import { TOGGLE_CRITICAL_CSS } from '../react-core/toggle/critical-css';
import { VIDEO_CRITICAL_CSS } from '../react-core/video/critical-css';

export const CRITICAL_CSS =
  TABS_CRITICAL_CSS +
  TOGGLE_CRITICAL_CSS +
  IMAGE_CAROUSEL_CRITICAL_CSS +
  SLIDER_CRITICAL_CSS +
  PORTFOLIO_CAROUSEL_CRITICAL_CSS +
  PORTFOLIO_CRITICAL_CSS +
  LIGHTBOX_CRITICAL_CSS +
  GALLERY_CRITICAL_CSS +
  MAP_CRITICAL_CSS +
  CONTACT_FORM_CRITICAL_CSS +
  NEWSLETTER_CRITICAL_CSS +
  SEARCH_CRITICAL_CSS +
  COMMENTS_CRITICAL_CSS +
  BLOG_CRITICAL_CSS +
  CART_CRITICAL_CSS +
  CHECKOUT_CRITICAL_CSS +
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
  VIDEO_CRITICAL_CSS +
  SPLIT_TEST_CRITICAL_CSS +
  PREVIEW_FRAME_CRITICAL_CSS;
