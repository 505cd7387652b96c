/**
 * The consent side of the pb page: the peer's cookie-banner texts, and the two answers of the
 * consent service that the consent runtime asks for (GET {consentApi}/banner and
 * {consentApi}/cookie_data), written as files so the static bench server can answer them (it
 * ignores the query string; a file without extension goes out as application/octet-stream,
 * which fetch().json() reads all the same).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PEER_DIR } from './paths.mjs';

/** The peer's category names (vanilla-cookieconsent) → ours (SPEC §9). */
const CATEGORY_OF_PEER = { necessary: 'functional', analytics: 'statistics', marketing: 'marketing' };

/** Used only if the peer's src/main.js can no longer be read (a copy of its texts). */
const BUILT_IN_TEXTS = {
  title: 'We use cookies',
  message: 'We use cookies to make the site work, to measure traffic and to show relevant offers. You choose which.',
  acceptAll: 'Accept all',
  denyAll: 'Reject all',
  viewPreferences: 'Manage preferences',
  savePreferences: 'Save preferences',
  link: { href: '#privacy', text: 'Privacy policy' },
  categories: [
    { id: 'functional', label: 'Strictly necessary', description: 'Needed for the site to work. Always on.' },
    { id: 'statistics', label: 'Analytics', description: 'Anonymous statistics about visits.' },
    { id: 'marketing', label: 'Marketing', description: 'Personalised offers and ads.' },
  ],
};

const unquote = (value) => value.replace(/\\(.)/g, '$1');

/**
 * The banner texts of the peer, read from the `translations` of its CookieConsent.run() call in
 * src/main.js (they are not in peer.html: vanilla-cookieconsent renders them from JS), so a change
 * there reaches our page too. Falls back to a copy, with a warning, if the source changed shape.
 */
export function readPeerConsentTexts() {
  try {
    const source = readFileSync(path.join(PEER_DIR, 'src/main.js'), 'utf8');
    const translations = source.slice(source.indexOf('translations:'));
    const block = (name) => translations.match(new RegExp(`${name}:\\s*\\{([\\s\\S]*?)\\n\\s*\\}`))?.[1] ?? '';
    const field = (text, name) => {
      const match = text.match(new RegExp(`\\b${name}:\\s*'((?:[^'\\\\]|\\\\.)*)'`));
      if (!match) throw new Error(`no ${name}`);
      return unquote(match[1]);
    };
    const consent = block('consentModal');
    const preferences = translations.slice(translations.indexOf('preferencesModal:'));
    const footer = field(consent, 'footer').match(/<a href="([^"]*)">([^<]*)<\/a>/);
    const sections = [...preferences.matchAll(/\{\s*title:\s*'((?:[^'\\]|\\.)*)',\s*description:\s*'((?:[^'\\]|\\.)*)',\s*linkedCategory:\s*'(\w+)'\s*\}/g)];
    const categories = sections
      .filter(([, , , peerId]) => CATEGORY_OF_PEER[peerId])
      .map(([, label, description, peerId]) => ({ id: CATEGORY_OF_PEER[peerId], label: unquote(label), description: unquote(description) }));
    if (!footer || categories.length === 0) throw new Error('no footer link or no categories');
    return {
      title: field(consent, 'title'),
      message: field(consent, 'description'),
      acceptAll: field(consent, 'acceptAllBtn'),
      denyAll: field(consent, 'acceptNecessaryBtn'),
      viewPreferences: field(consent, 'showPreferencesBtn'),
      savePreferences: field(preferences, 'savePreferencesBtn'),
      link: { href: footer[1], text: footer[2] },
      categories,
    };
  } catch (error) {
    console.warn(`pb page: could not read the peer's banner texts from src/main.js (${error.message}); using the built-in copy`);
    return BUILT_IN_TEXTS;
  }
}

/**
 * Banner data (react-core/consent/banner-data.ts validates each field): opt-in like the peer
 * (nothing but functional before a choice), in the peer's words.
 */
export function bannerData(texts) {
  return {
    region: 'eu',
    consentType: 'optin',
    bannerId: 'bench',
    policyId: '1',
    cookieExpiryDays: 182, // vanilla-cookieconsent's default, which the peer keeps
    storeConsent: false, // the static bench server cannot answer the POST {consentApi}/track
    dismissTimeout: 0,
    respectPrivacySignals: false, // the peer ignores Do Not Track and GPC too
    googleConsentMode: false,
    pageLinks: [{ label: texts.link.text, url: texts.link.href }],
    categories: texts.categories,
    services: [],
    placeholderText: 'This content is blocked until you accept its cookies.',
    texts: {
      title: texts.title,
      message: texts.message,
      acceptAll: texts.acceptAll,
      denyAll: texts.denyAll,
      savePreferences: texts.savePreferences,
      viewPreferences: texts.viewPreferences,
      placeholderAccept: 'Accept {{service}}',
    },
  };
}

/** The peer's autoClear list (Google Analytics cookies under "analytics"), as cookie_data. */
const COOKIE_DATA = { statistics: { analytics: ['_ga*', '_gid'] } };

/** Writes <outDir>/consent-api/banner and …/cookie_data; returns the consentApi to configure. */
export function writeConsentApi(outDir, texts) {
  const dir = path.join(outDir, 'consent-api');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'banner'), JSON.stringify(bannerData(texts), null, 2) + '\n');
  writeFileSync(path.join(dir, 'cookie_data'), JSON.stringify(COOKIE_DATA) + '\n');
  return '/consent-api';
}
