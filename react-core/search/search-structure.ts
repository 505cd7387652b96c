/**
 * Finds the parts of the author's search form inside `<pb-search>`: the `<form role="search">`,
 * its search field (`input[type=search]`, else `input[name=s]`) and its submit button.
 */
import { warnOnce } from '../runtime/warn';

export interface SearchParts {
  form: HTMLFormElement;
  input: HTMLInputElement;
  /** The submit button (`<button>` or `<input type=submit>`), if the author wrote one. */
  button: HTMLButtonElement | HTMLInputElement | null;
}

export function readSearchParts(host: HTMLElement, tag: string): SearchParts | null {
  const form = host.querySelector('form');
  if (!form) {
    warnOnce(tag, 'no <form> inside: write <form role="search" action="/search" method="get"> with an <input type="search" name="s">');
    return null;
  }
  const input =
    form.querySelector<HTMLInputElement>('input[type=search]') ?? form.querySelector<HTMLInputElement>('input[name=s]');
  if (!input) {
    warnOnce(tag, 'the form has no search field: add <input type="search" name="s">');
    return null;
  }
  const button =
    form.querySelector<HTMLButtonElement | HTMLInputElement>('button:not([type=button],[type=reset]), input[type=submit]') ?? null;
  return { form, input, button };
}

/** True when the field has an accessible name from a label, `aria-label`, `aria-labelledby` or `title`. */
export function hasAccessibleName(input: HTMLInputElement): boolean {
  if (input.getAttribute('aria-label')?.trim()) return true;
  const labelledBy = input.getAttribute('aria-labelledby');
  if (labelledBy && labelledBy.split(/\s+/).some((id) => input.ownerDocument.getElementById(id)?.textContent?.trim())) {
    return true;
  }
  if ([...(input.labels ?? [])].some((label) => label.textContent?.trim())) return true;
  return Boolean(input.title.trim());
}
