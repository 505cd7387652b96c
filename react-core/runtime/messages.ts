/**
 * The localized message set (SPEC.md §8). English defaults; a site overrides any of them with
 * `messages` in the page configuration (or `previous`/`next` for the pagination words).
 */

export const DEFAULT_MESSAGES = {
  /** Contact form: required fields are empty. */
  fillRequired: 'Please, fill in the following fields:',
  /** Contact form: general error. */
  contactError: 'Please, fix the following errors:',
  invalidEmail: 'Invalid email',
  /** Contact form: the message could not reach the server (network down, timeout, 5xx). */
  contactSendFailed: 'Your message could not be sent. Please check your connection and try again.',
  wrongCaptcha: 'You entered the wrong number in captcha.',
  /** Used for a checkbox or captcha field whose label is empty. */
  wrongCheckboxLabel: 'Checkbox',
  /** Newsletter: the server answered with an empty response. */
  subscriptionFailed: 'Subscription failed. Please try again later.',
  /** Newsletter: the submit button's text while the request is on its way. */
  subscribing: 'Subscribing…',
  /** Search box: the visitor submitted an empty search (announced, the field focused). */
  searchEmpty: 'Please enter a search term.',
  /** Comments: announced when the reply form moves under a comment, and when it goes back. */
  replyingTo: 'Replying to {{author}}',
  replyCancelled: 'Reply cancelled',
  /** Comments: while sending, once the new comment is on the page, and when it could not be sent. */
  commentSending: 'Sending your comment…',
  commentPosted: 'Your comment was posted.',
  commentFailed: 'Your comment could not be sent. Please try again.',
  /** Comments: the server answered, but not with the comment (a proxy's or a security plugin's page). */
  commentUnconfirmed: 'The server did not confirm that your comment was posted. Your text is kept: please try again.',
  /** Blog (ajax pagination): the page the module now shows when the count is unknown, announced; and the failure, shown. */
  blogPage: 'Page {{page}}',
  blogLoadFailed: 'This page could not be loaded here. Select the link again to open it as a new page.',
  previous: 'Previous',
  next: 'Next',
  previousSlide: 'Previous slide',
  nextSlide: 'Next slide',
  firstSlide: 'This is the first slide',
  lastSlide: 'This is the last slide',
  goToSlide: 'Go to slide {{index}}',
  slideLabel: '{{index}} / {{slidesLength}}',
  /** The rotation control of auto-rotating sliders and carousels (WAI-ARIA Carousel pattern). */
  stopRotation: 'Stop automatic slide show',
  startRotation: 'Start automatic slide show',
  /** Paged modules (gallery, portfolio, blog): said politely once another page shows. Gallery: the pagination's name, alone or with the gallery's label. */
  pageStatus: 'Page {{page}} of {{total}}',
  galleryPages: 'Gallery pages',
  galleryPagesOf: 'Pages of {{label}}',
  /** Accessible name of the lightbox dialog, its buttons, and the text shown for a broken image. */
  lightboxLabel: 'Image viewer',
  lightboxClose: 'Close',
  lightboxZoom: 'Zoom',
  lightboxError: 'The image cannot be loaded',
  /** Menus: the menu bar's button of the mobile menu, and the button that opens a submenu. */
  mobileMenuToggle: 'Menu',
  submenuToggle: 'Show submenu for {{label}}',
  /** Header menu search: the button that opens it and the close button in its panel. */
  searchOpen: 'Search',
  searchClose: 'Close search',
  /** Header slide-in and fullscreen menus: the menu button, the close button, the dialog's name without a nav label. */
  overlayMenuOpen: 'Open menu',
  overlayMenuClose: 'Close menu',
  overlayMenuLabel: 'Menu',
  /** Core modal (`<pb-modal>`): its close button, and the dialog's name when the backend gave no header. */
  modalClose: 'Close',
  modalLabel: 'Message',
  /** Scroll-to-top: the built-in button's text when the author wrote no link. */
  backToTop: 'Back to top',
  /** Dot navigation: its name when the author gave none. */
  dotNavLabel: 'Page sections',
  /** Filterable portfolio: its filter's and pagination's names, the "every category" button, the announced count (the page: pageStatus). */
  portfolioFilterLabel: 'Filter projects',
  portfolioPagesLabel: 'Project pages',
  portfolioAll: 'All',
  portfolioCount: '{{count}} projects in {{category}}',
  portfolioCountOne: '1 project in {{category}}',
  portfolioCountAll: '{{count}} projects in all categories',
  /** Consent: category names used when the banner data has none. */
  consentFunctional: 'Functional',
  consentPreferences: 'Preferences',
  consentStatistics: 'Statistics',
  consentMarketing: 'Marketing',
  /** Consent banner: the preferences dialog's name and close button, the functional category's note, service lists and links. */
  consentPreferencesTitle: 'Privacy preferences',
  consentClose: 'Close',
  consentAlwaysOn: 'Always active',
  consentServicesLabel: '{{category}} services',
  consentServicePrivacy: '{{service}} privacy statement',
  /** Consent banner, opt-out: it says it will close by itself (after 400 px of scroll, or the timeout). */
  consentOptOutNotice: 'This notice closes when you scroll on.',
  consentOptOutNoticeTimeout: 'This notice closes when you scroll on or after {{seconds}} seconds.',
  /** Manage consent: announcements, the switches' group name and the buttons. */
  consentReloadNotice: 'The page will reload to apply your choice',
  consentSaved: 'Your choice has been saved',
  consentChoicesLegend: 'Your consent choices',
  consentAcceptAll: 'Accept all',
  consentDenyAll: 'Deny all',
  consentShowBanner: 'Show the cookie banner again',
  /** Consent area: the built-in placeholder when the banner data has no placeholder texts. */
  consentPlaceholder: 'This content is blocked until you consent to {{name}} cookies.',
  consentAccept: 'Accept {{name}}',
  /** Countdown: unit labels (long, and short for narrow modules), the hidden statement of the time left, and the end. */
  countdownDays: 'Days',
  countdownHours: 'Hours',
  countdownMinutes: 'Minutes',
  countdownSeconds: 'Seconds',
  countdownDaysShort: 'Day(s)',
  countdownHoursShort: 'Hrs',
  countdownMinutesShort: 'Min',
  countdownSecondsShort: 'Sec',
  countdownRemaining: 'Time left: {{time}}',
  countdownEnded: 'The countdown has ended.',
  /** Video background: its pause/play button; overlay video: the overlay's name when the author gave none. */
  pauseBackgroundVideo: 'Pause background video',
  playBackgroundVideo: 'Play background video',
  playVideo: 'Play video',
  /** Map: the map region's name when the author gave no label, its zoom buttons and the popup's close button. */
  mapLabel: 'Map',
  mapZoomIn: 'Zoom in',
  mapZoomOut: 'Zoom out',
  mapClosePopup: 'Close',
  /** Cart (mini cart and cart block): the mini cart's button name, its count, and what is announced when the cart changes. */
  cartLabel: 'Cart',
  cartCount: '{{count}} items',
  cartCountOne: '1 item',
  cartSummary: '{{count}} items, subtotal {{subtotal}}',
  cartSummaryOne: '1 item, subtotal {{subtotal}}',
  cartAdded: '{{name}} added to your cart. {{summary}}',
  cartRemoved: '{{name}} removed from your cart. {{summary}}',
  cartUpdated: 'Your cart was updated. {{summary}}',
  cartEmptied: 'Your cart is empty.',
  /** Checkout: announced when error notices appear (the notices themselves say what to fix). */
  checkoutErrors: 'Your order could not be placed: {{count}} problems to fix.',
  checkoutErrorsOne: 'Your order could not be placed: 1 problem to fix.',
  /** Checkout, builder preview only: the sample required-field notice (SPEC §8), the field in bold. */
  checkoutSampleField: 'Billing First name',
  checkoutSampleRequired: '{{field}} is a required field.',
  debugActivated: 'Debug mode is activated',
  debugNotActivated: 'Debug mode was not activated due to lack of support or other error',
  debugDeactivated: 'Debug mode is deactivated',
} as const;

export type MessageKey = keyof typeof DEFAULT_MESSAGES;
export type Messages = Record<MessageKey, string>;

/** Fills `{{name}}` placeholders; unknown placeholders stay as they are. */
export function formatMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}

/** Merges overrides into the defaults, keeping only known keys with string values. */
export function resolveMessages(overrides: unknown): Messages {
  const messages: Messages = { ...DEFAULT_MESSAGES };
  if (overrides && typeof overrides === 'object') {
    for (const [key, value] of Object.entries(overrides)) {
      if (Object.hasOwn(DEFAULT_MESSAGES, key) && typeof value === 'string') messages[key as MessageKey] = value;
    }
  }
  return messages;
}
