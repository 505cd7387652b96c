/**
 * The named types of event details (`CustomEvent<FormSubmitDetail>`), read from their TypeScript
 * declarations in react-core/ (issue 35): where each is exported, and its fields with their types
 * and JSDoc, for the API pages (api-pages.mjs) and the consumer types' imports (types.mjs).
 * The project's TypeScript (v7 native) has no JS API, so this parses with the TypeScript 5 that
 * @custom-elements-manifest/analyzer bundles. Declarations are read as written (no type checker):
 * an interface's fields include those of the interfaces it extends, and a type alias's those of
 * the object types and named types it intersects; any other shape (a union, `Omit<…>`) throws,
 * so a detail type is never shown with fields missing.
 */
import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

const ts = createRequire(import.meta.resolve('@custom-elements-manifest/analyzer/package.json'))('typescript');

/**
 * The type names a type text uses (`CustomEvent<{modules: ModuleNode[]}>` → CustomEvent,
 * ModuleNode): capitalised identifiers outside string literals. Globals (`HTMLElement`) are among
 * them; a name is a declared detail type only if `readDeclarations` finds it.
 */
export const typeNamesIn = (typeText) => [...new Set(typeText.replace(/(['"]).*?\1/g, '').match(/\b[A-Z]\w*/g) ?? [])];

const isExported = (node) => node.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword) ?? false;
const oneLine = (text) => text.replace(/\s+/g, ' ').trim();

/** A node's JSDoc text (the last comment, which is the one TypeScript itself shows), or undefined. */
function jsDocOf(node) {
  const docs = ts.getJSDocCommentsAndTags(node).filter(ts.isJSDoc);
  const text = ts.getTextOfJSDocComment(docs.at(-1)?.comment);
  return text?.trim() || undefined;
}

/** The interfaces and type aliases a file declares, by name (exported or not, for its own references). */
function declarationsOf(sourceFile, file) {
  const declarations = new Map();
  for (const statement of sourceFile.statements) {
    if (ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)) {
      declarations.set(statement.name.text, { node: statement, sourceFile, file, exported: isExported(statement) });
    }
  }
  return declarations;
}

async function sourceFiles(dir) {
  const entries = await readdir(dir, { recursive: true });
  return entries
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => path.join(dir, file).split(path.sep).join('/'))
    .sort();
}

/**
 * Every interface and type alias exported by the TypeScript files under `dir` (react-core/ unless
 * told; like the build's other paths, relative to the project root, the working directory): `exported` maps a name to its declarations (a name may
 * be exported by several files: the callers say which is an error), `local` each file's own.
 */
export async function readDeclarations(dir = 'react-core') {
  const exported = new Map();
  const local = new Map();
  for (const file of await sourceFiles(dir)) {
    const text = await readFile(file, 'utf8');
    const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    const declarations = declarationsOf(ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind), file);
    local.set(file, declarations);
    for (const [name, declaration] of declarations) {
      if (declaration.exported) exported.set(name, [...(exported.get(name) ?? []), declaration]);
    }
  }
  return { exported, local };
}

/** The one exported declaration of `name` (undefined for none: a global or a type of a package). */
export function exportedDeclaration(declarations, name) {
  const found = declarations.exported.get(name) ?? [];
  if (found.length > 1) throw new Error(`type ${name} is exported by several modules: ${found.map(({ file }) => file).join(', ')}`);
  return found[0];
}

/** What a name used in `file` refers to: the file's own declaration, else the exported one. */
function resolve(declarations, file, name) {
  const declaration = declarations.local.get(file)?.get(name) ?? exportedDeclaration(declarations, name);
  if (!declaration) throw new Error(`${file}: type ${name} is not declared in the files read, so its fields cannot be listed`);
  return declaration;
}

/** The fields of an object type's members (property signatures; methods and index signatures are not fields). */
function membersFields(members, sourceFile) {
  return members.filter(ts.isPropertySignature).map((member) => ({
    name: member.name.getText(sourceFile),
    type: member.type ? oneLine(member.type.getText(sourceFile)) : 'any',
    optional: member.questionToken !== undefined,
    description: jsDocOf(member),
  }));
}

/** The fields of a type node in `declaration`'s file, following named types and intersections. */
function typeFields(declarations, declaration, typeNode, seen) {
  const { sourceFile, file } = declaration;
  if (ts.isParenthesizedTypeNode(typeNode)) return typeFields(declarations, declaration, typeNode.type, seen);
  if (ts.isTypeLiteralNode(typeNode)) return membersFields(typeNode.members, sourceFile);
  if (ts.isIntersectionTypeNode(typeNode)) return mergeFields(typeNode.types.map((part) => typeFields(declarations, declaration, part, seen)));
  if (ts.isTypeReferenceNode(typeNode) && !typeNode.typeArguments && ts.isIdentifier(typeNode.typeName)) {
    return declarationFields(declarations, resolve(declarations, file, typeNode.typeName.text), seen);
  }
  throw new Error(`${file}: cannot list the fields of \`${oneLine(typeNode.getText(sourceFile))}\` (only object types, interfaces and their intersections)`);
}

/** Fields of several parts; a later part's field replaces an earlier one of the same name, in place. */
function mergeFields(parts) {
  const byName = new Map();
  for (const field of parts.flat()) byName.set(field.name, field);
  return [...byName.values()];
}

function declarationFields(declarations, declaration, seen = new Set()) {
  const { node, file } = declaration;
  if (seen.has(node)) throw new Error(`${file}: type ${node.name.text} refers to itself`);
  const inner = new Set(seen).add(node);
  if (ts.isTypeAliasDeclaration(node)) return typeFields(declarations, declaration, node.type, inner);
  const inherited = (node.heritageClauses ?? []).flatMap((clause) =>
    clause.types.map((base) => {
      if (!ts.isIdentifier(base.expression) || base.typeArguments) {
        throw new Error(`${file}: cannot list the fields of ${node.name.text}, which extends \`${base.getText(declaration.sourceFile)}\``);
      }
      return declarationFields(declarations, resolve(declarations, file, base.expression.text), inner);
    }),
  );
  return mergeFields([...inherited, membersFields(node.members, declaration.sourceFile)]);
}

/**
 * The named types exported from react-core that `typeText` uses (an event's detail type), each
 * with the file that exports it, its JSDoc and its fields (name, type as written, optional,
 * JSDoc), in the order the text names them.
 */
export function detailTypesIn(declarations, typeText) {
  return typeNamesIn(typeText).flatMap((name) => {
    const declaration = exportedDeclaration(declarations, name);
    if (!declaration) return [];
    return [{ name, file: declaration.file, description: jsDocOf(declaration.node), fields: declarationFields(declarations, declaration) }];
  });
}
