import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../demo/server/db.mjs';
import { appliedMigrationIds } from '../../demo/server/migrations.mjs';
import { buildRegistry } from '../../demo/server/registry.mjs';
import { createTempDir, removeDir } from './test-server.mjs';

const createNotes = { id: 'notes/001-create', sql: 'CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT)' };
const addNoteAuthor = { id: 'notes/002-author', sql: 'ALTER TABLE notes ADD COLUMN author TEXT' };

describe('database and migrations', () => {
  /** @type {string} */
  let dataDir;

  beforeEach(async () => {
    dataDir = await createTempDir();
  });

  afterEach(() => removeDir(dataDir));

  it('creates the missing folder and opens the file in WAL mode', () => {
    const dbPath = path.join(dataDir, 'nested', 'folder', 'demo.sqlite');
    const db = openDatabase(dbPath, []);
    expect(existsSync(dbPath)).toBe(true);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    db.close();
  });

  it('applies the migrations of the registered endpoint modules by default', () => {
    const db = openDatabase(':memory:');
    expect(appliedMigrationIds(db)).toContain('split-test-stats/001-create-table');
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'split_test_stats'").get()).toBeDefined();
    db.close();
  });

  it('applies each migration once, in order, and only new ones on reopen', () => {
    const dbPath = path.join(dataDir, 'demo.sqlite');
    openDatabase(dbPath, [createNotes]).close();

    const db = openDatabase(dbPath, [createNotes, addNoteAuthor]);
    expect(appliedMigrationIds(db)).toEqual(['notes/001-create', 'notes/002-author']);
    db.prepare('INSERT INTO notes (body, author) VALUES (?, ?)').run('hello', 'ada');
    db.close();
  });

  it('rolls back a failing migration and does not record it', () => {
    const broken = { id: 'notes/003-broken', sql: 'CREATE TABLE half_done (id INTEGER); SELECT * FROM missing_table' };
    const dbPath = path.join(dataDir, 'demo.sqlite');
    expect(() => openDatabase(dbPath, [createNotes, broken])).toThrow(/missing_table/);

    const db = openDatabase(dbPath, [createNotes]);
    expect(appliedMigrationIds(db)).toEqual(['notes/001-create']);
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'half_done'").get()).toBeUndefined();
    db.close();
  });

  it('refuses two endpoint modules registering the same migration, route or ajax action', () => {
    const handler = () => ({ text: 'ok' });
    expect(() => buildRegistry([{ migrations: [createNotes] }, { migrations: [createNotes] }])).toThrow(
      /migration notes\/001-create/,
    );
    expect(() =>
      buildRegistry([
        { routes: [{ method: 'GET', path: '/api/x', handler }] },
        { routes: [{ method: 'GET', path: '/api/x', handler }] },
      ]),
    ).toThrow(/route GET \/api\/x/);
    expect(() => buildRegistry([{ ajaxActions: { same: handler } }, { ajaxActions: { same: handler } }])).toThrow(
      /ajax action same/,
    );
  });
});
