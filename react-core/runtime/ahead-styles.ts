/**
 * Document stylesheets the loader applies ahead of the code that needs them (module-loader.ts):
 * a `<link>` named by `data-pb-styles`, linked with the idle prefetch of a module that will need
 * it. The code checks here before adopting the same rules itself (without the loader, or before
 * the prefetch, it adopts them).
 */
export const AHEAD_STYLES_ATTRIBUTE = 'data-pb-styles';

/** The lightbox dialog's stylesheet (react-core/lightbox/dialog-styles.ts): the loading indicator's rules too. */
export const LIGHTBOX_DIALOG_STYLES = 'lightbox-dialog';

/** True when the loader's stylesheet `name` has loaded and applies to the document. */
export function aheadStylesApplied(name: string): boolean {
  const link = document.querySelector<HTMLLinkElement>(`link[${AHEAD_STYLES_ATTRIBUTE}="${name}"]`);
  return Boolean(link?.sheet) && !link!.disabled;
}
