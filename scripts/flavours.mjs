/** The lite flavour: the same source on preact/compat instead of React 19 (dist/lite/, and the browser suite with PB_FLAVOUR=lite). */
export const LITE_ALIAS = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
};

/** Evergreen browsers and Safari 15.4 (constructable stylesheets are polyfilled there). */
export const BROWSER_TARGET = ['chrome90', 'edge90', 'firefox101', 'safari15.4'];
