import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { endpoints } from './endpoints/index.mjs';
import { applyMigrations } from './migrations.mjs';
import { buildRegistry } from './registry.mjs';

/**
 * Opens (creating it and its folder if needed) the demo SQLite database in WAL mode
 * and brings its schema up to date.
 * @param {string} dbPath File path, or ":memory:" for a throw-away database.
 * @param {import('./migrations.mjs').Migration[]} [migrations] Defaults to the
 *   migrations of every registered endpoint module.
 * @returns {import('better-sqlite3').Database}
 */
export function openDatabase(dbPath, migrations = buildRegistry(endpoints).migrations) {
  if (dbPath !== ':memory:') mkdirSync(path.dirname(path.resolve(dbPath)), { recursive: true });
  const db = new Database(dbPath);
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('foreign_keys = ON');
    db.pragma('busy_timeout = 5000');
    applyMigrations(db, migrations);
    return db;
  } catch (error) {
    db.close();
    throw error;
  }
}
