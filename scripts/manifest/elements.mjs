/** The custom elements of a custom-elements manifest, for every script that reads one. */

/** A manifest declaration of a custom element (with its tag). */
export const isElement = (declaration) => declaration.customElement === true && Boolean(declaration.tagName);

/** Every custom element declared in a manifest, in module order. */
export const elementsOf = (manifest) => manifest.modules.flatMap((module) => module.declarations ?? []).filter(isElement);
