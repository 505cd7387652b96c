/** The lite flavour: the same source on preact/compat instead of React 19 (dist/lite/, and the browser suite with PB_FLAVOUR=lite). */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const LITE_ALIAS = {
  react: 'preact/compat',
  // The more specific key first: an alias also matches the paths under its key.
  'react-dom/client': 'preact/compat/client',
  // preact/compat, with a flushSync that also runs the effects of what it rendered (see the file).
  // Resolved from this file's path, not with `new URL`: under Vitest's DOM environments the global URL is not Node's.
  'react-dom': path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../react-core/element/lite-react-dom.ts'),
  'react/jsx-runtime': 'preact/jsx-runtime',
};

/** Evergreen browsers and Safari 15.4 (constructable stylesheets are polyfilled there). */
export const BROWSER_TARGET = ['chrome90', 'edge90', 'firefox101', 'safari15.4'];
