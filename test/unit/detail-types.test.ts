/**
 * The event detail types read from their TypeScript declarations (scripts/manifest/detail-types.mjs,
 * issue 35): a named type an event's detail uses is found among react-core's exports, with its
 * fields, their types as written and their JSDoc; `extends` and intersections add fields; a shape
 * whose fields cannot be listed, or a name exported twice, is an error rather than a short list.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detailTypesIn, readDeclarations, typeNamesIn, type Declarations } from '../../scripts/manifest/detail-types.mjs';

describe('react-core detail types', () => {
  let declarations: Declarations;
  beforeAll(async () => {
    declarations = await readDeclarations();
  });

  it('lists the fields of FormSubmitDetail with their types, optionality and JSDoc', () => {
    const [formSubmit] = detailTypesIn(declarations, 'CustomEvent<FormSubmitDetail>');
    expect(formSubmit.name).toBe('FormSubmitDetail');
    expect(formSubmit.file).toBe('react-core/forms/submit-event.ts');
    expect(formSubmit.fields.map(({ name }) => name)).toEqual(['status', 'message', 'url', 'errors', 'reason', 'httpStatus', 'redirectUrl', 'hiddenFields']);
    expect(formSubmit.fields[0]).toEqual({
      name: 'status',
      type: "'success' | 'invalid' | 'error' | 'redirect'",
      optional: false,
      description: '`redirect` is used by the newsletter; the contact form reports `success` with `redirectUrl`.',
    });
    expect(formSubmit.fields.find(({ name }) => name === 'reason')).toEqual({
      name: 'reason',
      type: "FailureReason | 'rejected'",
      optional: true,
      description: expect.stringMatching(/^`error`\/`invalid` after sending: why it failed .*\n.*else the failure's reason\.$/),
    });
  });

  it('finds only the named types react-core exports: not globals, not names inside string literals', () => {
    expect(typeNamesIn(`CustomEvent<{modules: ModuleNode[], element: HTMLElement, kind: 'FormSubmitDetail'}>`)).toEqual(['CustomEvent', 'ModuleNode', 'HTMLElement']);
    const types = detailTypesIn(declarations, `CustomEvent<{modules: ModuleNode[], element: HTMLElement, kind: 'FormSubmitDetail'}>`);
    expect(types.map(({ name, file, description }) => ({ name, file, description }))).toEqual([
      { name: 'ModuleNode', file: 'react-core/preview-frame/protocol.ts', description: 'One module of the previewed page: a `pb-*` element, addressed by its position among modules.' },
    ]);
    expect(types[0].fields.map(({ name, type }) => `${name}: ${type}`)).toEqual(['address: string', 'tag: string', 'attributes: Record<string, string>']);
  });
});

describe('detail types in other shapes', () => {
  let dir: string;
  let declarations: Declarations;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'detail-types-'));
    writeFileSync(
      join(dir, 'base.ts'),
      `/** Shared by every change event. */
export interface ChangeBase {
  /** Where the change came from. */
  source: 'user' | 'script';
  /** Replaced by the extending type. */
  index: number | null;
}
interface Local { hidden: true }
export type Twice = { a: 1 };`,
    );
    writeFileSync(
      join(dir, 'events.ts'),
      `import type { ChangeBase } from './base';
/** A slide change. */
export interface SlideChange extends ChangeBase {
  /** The slide shown now. */
  index: number;
  previousIndex?: number;
  go(): void;
}
interface Extra {
  /** From a local interface. */
  extra: string;
}
/** Fields of an object type, a named type and a local one. */
export type Combined = ({ first: boolean } & ChangeBase) & Extra;
export type Choice = { a: 1 } | { b: 2 };
export type Trimmed = Omit<SlideChange, 'go'>;
export type Loose = Local;
export type Twice = { b: 2 };`,
    );
    declarations = await readDeclarations(dir);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const fieldsOf = (name: string) => detailTypesIn(declarations, `CustomEvent<${name}>`)[0].fields.map(({ name: field, optional, description }) => [field, optional, description]);

  it('adds the fields of the interfaces an interface extends (in another file too), its own replacing theirs; methods are not fields', () => {
    expect(fieldsOf('SlideChange')).toEqual([
      ['source', false, 'Where the change came from.'],
      ['index', false, 'The slide shown now.'],
      ['previousIndex', true, undefined],
    ]);
    expect(detailTypesIn(declarations, 'SlideChange')[0].description).toBe('A slide change.');
  });

  it('adds the fields of each part of an intersection: object types, exported and local named types', () => {
    expect(fieldsOf('Combined')).toEqual([
      ['first', false, undefined],
      ['source', false, 'Where the change came from.'],
      ['index', false, 'Replaced by the extending type.'],
      ['extra', false, 'From a local interface.'],
    ]);
  });

  it('throws for a union, a mapped type, a name not declared where it is used, and a name exported twice', () => {
    expect(() => detailTypesIn(declarations, 'Choice')).toThrow(/cannot list the fields of `\{ a: 1 \} \| \{ b: 2 \}`/);
    expect(() => detailTypesIn(declarations, 'Trimmed')).toThrow(/cannot list the fields of `Omit<SlideChange, 'go'>`/);
    expect(() => detailTypesIn(declarations, 'Loose')).toThrow(/type Local is not declared in the files read/);
    expect(() => detailTypesIn(declarations, 'Twice')).toThrow(/type Twice is exported by several modules/);
  });
});
