/**
 * CSS imported as text: the esbuild configurations (scripts/build.mjs, web-test-runner.config.mjs)
 * load `.css` with the `text` loader, so the default export is the stylesheet's source.
 */
declare module '*.css' {
  const css: string;
  export default css;
}
