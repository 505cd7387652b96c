/**
 * React as ES modules, for the standalone React build (dist/). React 19, react-dom and the JSX
 * runtime ship as CommonJS: bundled as they are, every module that imports React converted it
 * itself (rolldown's interop helper, from a chunk of its own, and a property read at each call),
 * about 0.7 KB gzip over the modules a page runs that the lite flavour (preact/compat is ES
 * modules) does not pay. Here esbuild bundles them once into one ES module, and each specifier
 * becomes a module of named exports read from it; all of it goes into the framework chunk
 * (build.mjs: FRAMEWORK), and pb-elements' modules and r2wc import from there by name.
 */
import { build } from 'esbuild';

/** What pb-elements and r2wc import from each; a name missing here fails the build. */
const NAMED = {
  react: ['Component', 'useCallback', 'useEffect', 'useId', 'useLayoutEffect', 'useMemo', 'useReducer', 'useRef', 'useState', 'useSyncExternalStore'],
  'react/jsx-runtime': ['Fragment', 'jsx', 'jsxs'],
  'react-dom': ['flushSync'],
  'react-dom/client': ['createRoot'],
};
/**
 * Names that are one function in React's production build (`jsxs` is `jsx`), exported as one
 * binding: modules then import one name, as they do from preact/compat, and both flavours' modules
 * come out the same size.
 */
const SAME_AS = { 'react/jsx-runtime': { jsxs: 'jsx' } };
const WITH_DEFAULT = new Set(['react', 'react-dom']);
const PREFIX = '\0react-esm:';
const BUNDLE = `${PREFIX}bundle`;
export const REACT_ESM_ID = /^\0react-esm:/;

const binding = (specifier) => `m${Object.keys(NAMED).indexOf(specifier)}`;

async function bundleReact(define) {
  const entry = Object.keys(NAMED).map((specifier) => `import * as ${binding(specifier)} from '${specifier}';`).join('\n');
  const { outputFiles } = await build({
    stdin: { contents: `${entry}\nexport { ${Object.keys(NAMED).map(binding).join(', ')} };`, resolveDir: process.cwd() },
    bundle: true,
    write: false,
    format: 'esm',
    define,
    minifySyntax: true,
    logLevel: 'warning',
  });
  return outputFiles[0].text;
}

/** The rolldown plugin; `define` is the build's (production React). */
export function reactAsEsModules(define) {
  let bundled;
  return {
    name: 'react-as-es-modules',
    resolveId(source) {
      if (source === BUNDLE) return BUNDLE;
      return source in NAMED ? PREFIX + source : null;
    },
    async load(id) {
      if (id === BUNDLE) return (bundled ??= bundleReact(define));
      if (!id.startsWith(PREFIX)) return null;
      const specifier = id.slice(PREFIX.length);
      const module = binding(specifier);
      const aliases = SAME_AS[specifier] ?? {};
      const own = NAMED[specifier].filter((name) => !(name in aliases));
      const lines = [`import { ${module} } from '${BUNDLE}';`, `export const { ${own.join(', ')} } = ${module};`];
      for (const [name, same] of Object.entries(aliases)) lines.push(`export { ${same} as ${name} };`);
      if (WITH_DEFAULT.has(specifier)) lines.push(`export default ${module}.default;`);
      return lines.join('\n');
    },
  };
}
