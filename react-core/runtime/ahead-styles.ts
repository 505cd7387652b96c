/**
 * Document stylesheets the loader links ahead of the code that needs them (module-loader.ts): a
 * `<link rel="stylesheet">` to `chunks/<name>-<hash>.css`, with the idle prefetch of a module that
 * will need it. The code checks here before adopting the same rules itself (without the loader,
 * or before the prefetch, it adopts them).
 */

/** The lightbox dialog's stylesheet (react-core/lightbox/dialog-styles.ts): the loading indicator's rules too. */
export const LIGHTBOX_DIALOG_STYLES = 'lightbox-dialog';

/** True when the loader's stylesheet `name` has loaded and applies to the document. */
export function aheadStylesApplied(name: string): boolean {
  const link = document.querySelector<HTMLLinkElement>(`link[rel=stylesheet][href*="/chunks/${name}-"]`);
  return Boolean(link?.sheet) && !link!.disabled;
}
