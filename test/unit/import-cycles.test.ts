/**
 * No module of react-core imports itself through other modules, not even for a type: a circle
 * makes the load order decide which constant is still undefined, and ties modules that should
 * stand apart. Shared types and constants live in leaf modules instead.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const REACT_CORE = fileURLToPath(new URL('../../react-core/', import.meta.url));

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The react-core file a relative specifier names, or null for a package or a stylesheet. */
function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier).replace(/\.js$/, '');
  return [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((candidate) => existsSync(candidate)) ?? null;
}

/**
 * An import or re-export statement (type-only too) with its specifier, a side-effect import, or a
 * dynamic `import()`. TypeScript 7 has no parser API to ask instead.
 */
const IMPORT = /^\s*(?:import|export)\b[^;'"]*?from\s*['"]([^'"]+)['"]|^\s*import\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/gm;

/** Every import of each file, as file paths. */
function importGraph(files: readonly string[]): Map<string, string[]> {
  return new Map(
    files.map((file) => {
      const specifiers = [...readFileSync(file, 'utf8').matchAll(IMPORT)].map((match) => match[1] ?? match[2] ?? match[3] ?? '');
      const targets = specifiers.map((specifier) => resolveImport(file, specifier)).filter((target): target is string => target !== null);
      return [file, targets];
    }),
  );
}

/** Each circle found by a depth-first walk, as the chain of files that closes it. */
function importCycles(graph: Map<string, string[]>): string[][] {
  const done = new Set<string>();
  const path: string[] = [];
  const cycles: string[][] = [];
  const visit = (file: string): void => {
    path.push(file);
    for (const target of graph.get(file) ?? []) {
      const open = path.indexOf(target);
      if (open >= 0) cycles.push([...path.slice(open), target]);
      else if (!done.has(target)) visit(target);
    }
    path.pop();
    done.add(file);
  };
  for (const file of graph.keys()) if (!done.has(file)) visit(file);
  return cycles;
}

const named = (cycle: string[]): string => cycle.map((file) => relative(REACT_CORE, file)).join(' -> ');

describe('react-core imports', () => {
  it('count type-only imports as imports', () => {
    const graph = importGraph(sourceFiles(REACT_CORE));
    expect(graph.get(join(REACT_CORE, 'loader/registry.ts'))).toContain(join(REACT_CORE, 'loader/element-upgrades.ts'));
  });

  it('form no import circle', () => {
    const graph = importGraph(sourceFiles(REACT_CORE));
    expect(importCycles(graph).map(named)).toEqual([]);
  });
});
