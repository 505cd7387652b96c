/** custom-elements.json from the JSDoc on each element class in elements/. */
export default {
  globs: ['elements/pb-*.ts'],
  exclude: ['elements/pb-page.ts', 'elements/pb-preview.ts'],
  outdir: 'dist',
  litelement: false,
};
