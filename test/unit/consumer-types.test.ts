/**
 * What a TypeScript consumer sees of dist/types (issue 13): the `pb-*` events typed on
 * `addEventListener` after `import 'pb-elements/pb-tabs'`, and the elements in the JSX of React 19
 * and Preact after the opt-in `pb-elements/jsx-react` / `jsx-preact` import. Small consumer files
 * are compiled with tsc in a temporary folder; `@ts-expect-error` lines check the rejections in the
 * same compile. The package resolves to dist/types by `paths`, React and Preact from the project's
 * node_modules. Reads dist/ (the build runs before Vitest in `npm test`).
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const TYPES = join(ROOT, 'dist/types');

/**
 * The same JSX for React and Preact. TypeScript does not check a hyphenated attribute the element
 * does not declare (`data-*`), so unknown names are checked without a hyphen; declared ones are typed.
 */
function jsxConsumer(imports: string): string {
  return `${imports}
import type { PbTabsElement } from 'pb-elements/pb-tabs';

export function Tabs() {
  const ref = useRef<PbTabsElement>(null);
  return (
    <>
      <pb-tabs ref={ref} label="x" active={1} class="tabs" onpb-tab-change={(event) => console.log(event.detail.previousIndex)}>
        <h2>One</h2>
        <p>First</p>
      </pb-tabs>
      <pb-slider autoplay show-arrows="off" show-arrows-phone transition="fade" autoplay-speed="5s" />
      {/* @ts-expect-error: not an attribute of pb-tabs */}
      <pb-tabs nope="x" />
      {/* @ts-expect-error: active is a number */}
      <pb-tabs active={{}} />
      {/* @ts-expect-error: not one of the transitions */}
      <pb-slider transition="zoom" />
      {/* @ts-expect-error: a flag, as its base attribute */}
      <pb-slider show-arrows-tablet={3} />
      {/* @ts-expect-error: the detail has no such field */}
      <pb-tabs onpb-tab-change={(event) => event.detail.nope} />
    </>
  );
}
`;
}

const CONSUMER_FILES = {
  'events.ts': `
import 'pb-elements/pb-tabs';

const tabs = document.querySelector('pb-tabs')!;
tabs.addEventListener('pb-tab-change', (event) => {
  const index: number = event.detail.index;
  const name: string = event.detail.name;
  console.log(index, name);
});
// @ts-expect-error: the detail has no such field
tabs.addEventListener('pb-tab-change', (event) => event.detail.nope);
document.addEventListener('pb-submit', (event) => console.log(event.detail.status));
// The detail types are the ones the elements send: the form errors' lists, the failure reasons, the animation settings.
document.addEventListener('pb-submit', (event) => {
  const missing: string[] | undefined = event.detail.errors?.missingLabels;
  const reason: 'network' | 'timeout' | 'server' | 'unconfirmed' | 'rejected' | undefined = event.detail.reason;
  console.log(missing, reason);
});
document.addEventListener('pb-animate-start', (event) => console.log(event.detail.settings.duration + event.detail.settings.delay));
`,
  'react.tsx': jsxConsumer("import type {} from 'pb-elements/jsx-react';\nimport { useRef } from 'react';"),
  'preact.tsx': jsxConsumer("/** @jsxImportSource preact */\nimport type {} from 'pb-elements/jsx-preact';\nimport { useRef } from 'preact/hooks';"),
};

const TSCONFIG = {
  compilerOptions: {
    // The package's declarations are checked too (skipLibCheck off): a conflict between two event map entries (TS2717) is an error.
    ...(JSON.parse(readFileSync(join(ROOT, 'test/package/consumer-compiler-options.json'), 'utf8')) as Record<string, unknown>),
    paths: {
      'pb-elements': [join(TYPES, 'elements/index.d.ts')],
      'pb-elements/pb-*': [join(TYPES, 'elements/pb-*.d.ts')],
      'pb-elements/jsx-*': [join(TYPES, 'jsx-*.d.ts')],
    },
  },
  files: Object.keys(CONSUMER_FILES),
};

/** tsc's diagnostics (`file(line,col): error TS…`), by the consumer file they are in ('' for any other file). */
let diagnostics: Map<string, string[]>;
let folder: string;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'pb-consumer-types-'));
  symlinkSync(join(ROOT, 'node_modules'), join(folder, 'node_modules'), 'dir');
  writeFileSync(join(folder, 'tsconfig.json'), JSON.stringify(TSCONFIG, null, 2));
  for (const [name, text] of Object.entries(CONSUMER_FILES)) writeFileSync(join(folder, name), text);
  const output = await promisify(execFile)(join(ROOT, 'node_modules/.bin/tsc'), ['-p', folder, '--pretty', 'false'], { cwd: folder }).then(
    ({ stdout }) => stdout,
    (error: { stdout?: string; message: string }) => error.stdout || error.message,
  );
  diagnostics = new Map();
  for (const line of output.split('\n').filter((text) => /error TS\d+/.test(text))) {
    const file = Object.keys(CONSUMER_FILES).find((name) => line.startsWith(`${name}(`)) ?? '';
    diagnostics.set(file, [...(diagnostics.get(file) ?? []), line]);
  }
}, 120_000);

afterAll(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
});

describe('consumer types (dist/types)', () => {
  it('types the pb-* events on addEventListener after importing an element', () => {
    expect(diagnostics.get('events.ts') ?? []).toEqual([]);
  });

  it("adds the elements, their attributes and event props to React 19's JSX", () => {
    expect(diagnostics.get('react.tsx') ?? []).toEqual([]);
  });

  it("adds the elements, their attributes and event props to Preact's JSX", () => {
    expect(diagnostics.get('preact.tsx') ?? []).toEqual([]);
  });

  it('declares nothing that conflicts or fails to check', () => {
    expect(diagnostics.get('') ?? []).toEqual([]);
  });
});
