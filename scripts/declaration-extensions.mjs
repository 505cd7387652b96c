/**
 * Gives every relative import in the emitted declarations (dist/types) its file extension.
 * The sources import without extensions (moduleResolution Bundler), and tsc copies the specifiers
 * as written; a consumer on Node's own resolution (module/moduleResolution Node16 or NodeNext)
 * then fails with TS2834 on every one. `./pb-tabs` becomes `./pb-tabs.js` (or `./dir/index.js`),
 * which both resolutions map back to the `.d.ts` beside it.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

/** `from '…'`, `import '…'` and `import("…")` with a specifier starting with `./` or `../`. */
const RELATIVE_SPECIFIER = /(\bfrom\s*|\bimport\s*\(?\s*)(['"])(\.{1,2}\/[^'"]*)\2/g;

function withExtension(file, specifier) {
  if (/\.(m|c)?js$/.test(specifier)) return specifier;
  const target = join(dirname(file), specifier);
  if (existsSync(`${target}.d.ts`)) return `${specifier}.js`;
  if (existsSync(join(target, 'index.d.ts'))) return `${specifier}/index.js`;
  throw new Error(`${relative(process.cwd(), file)}: no declaration for the import "${specifier}"`);
}

function* declarationFiles(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) yield* declarationFiles(path);
    else if (entry.name.endsWith('.d.ts')) yield path;
  }
}

/** Rewrites the declarations under `folder` in place; returns how many specifiers it changed. */
export function addDeclarationExtensions(folder) {
  let changed = 0;
  for (const file of declarationFiles(folder)) {
    const text = readFileSync(file, 'utf8');
    const rewritten = text.replace(RELATIVE_SPECIFIER, (match, keyword, quote, specifier) => {
      const resolved = withExtension(file, specifier);
      if (resolved === specifier) return match;
      changed += 1;
      return `${keyword}${quote}${resolved}${quote}`;
    });
    if (rewritten !== text) writeFileSync(file, rewritten);
  }
  return changed;
}
