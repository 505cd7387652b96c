/** Runs before elements/pb-consent.ts is evaluated (imported first): the fake consent service and a marketing cookie. */
import { clearCookies, fakeConsentService } from './consent-blocking-helpers';

clearCookies();
sessionStorage.clear();
fakeConsentService({ consentType: 'optin' }, { marketing: { youtube: ['YSC'] } });
document.cookie = 'YSC=1; path=/';
