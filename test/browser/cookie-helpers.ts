/** Cookies of the test page, for the consent tests. */

export function cookieNames(): string[] {
  return document.cookie
    .split(';')
    .map((part) => part.split('=')[0]!.trim())
    .filter(Boolean);
}

export function cookieValue(name: string): string | undefined {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

/** Deletes every cookie of the page, on path=/ and on the current path. */
export function clearCookies(): void {
  for (const name of cookieNames()) {
    document.cookie = `${name}=; max-age=0; path=/`;
    document.cookie = `${name}=; max-age=0`;
  }
}
