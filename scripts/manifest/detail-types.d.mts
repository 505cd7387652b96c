/** Types of scripts/manifest/detail-types.mjs. */

/** One field of a detail type: its type as written and its JSDoc. */
export interface DetailField {
  name: string;
  type: string;
  optional: boolean;
  description?: string;
}

/** A named event detail type: the react-core file that exports it, its JSDoc and its fields. */
export interface DetailTypeDoc {
  name: string;
  file: string;
  description?: string;
  fields: DetailField[];
}

/** One interface or type alias as parsed (TypeScript 5 nodes, opaque here). */
export interface Declaration {
  node: unknown;
  sourceFile: unknown;
  file: string;
  exported: boolean;
}

/** The declarations read from a folder: exported ones by name, and each file's own. */
export interface Declarations {
  exported: Map<string, Declaration[]>;
  local: Map<string, Map<string, Declaration>>;
}

export function typeNamesIn(typeText: string): string[];
export function readDeclarations(dir?: string): Promise<Declarations>;
export function exportedDeclaration(declarations: Declarations, name: string): Declaration | undefined;
export function detailTypesIn(declarations: Declarations, typeText: string): DetailTypeDoc[];
