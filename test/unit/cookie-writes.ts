import { vi } from 'vitest';

/** Records every `document.cookie` assignment string, in order, while still writing it (restore with vi.restoreAllMocks). */
export function captureCookieWrites(): string[] {
  const writes: string[] = [];
  let owner: object = document;
  while (!Object.getOwnPropertyDescriptor(owner, 'cookie')) owner = Object.getPrototypeOf(owner) as object;
  const setter = Object.getOwnPropertyDescriptor(owner, 'cookie')!.set!;
  vi.spyOn(document, 'cookie', 'set').mockImplementation(function (this: Document, text: string) {
    writes.push(text);
    setter.call(this, text);
  });
  return writes;
}
