/** The lite flavour: the same source on preact/compat instead of React 19 (dist/lite/, and the browser suite with PB_FLAVOUR=lite). */
export const LITE_ALIAS = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react/jsx-runtime': 'preact/jsx-runtime',
};
