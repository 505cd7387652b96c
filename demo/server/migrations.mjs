/**
 * A schema change contributed by an endpoint module. Ids are recorded once applied,
 * so a shipped migration must never be edited or renamed; add a new one instead.
 * @typedef {object} Migration
 * @property {string} id Unique, stable identifier, e.g. "001-split-test-stats".
 * @property {string} sql One or more SQL statements.
 */

/**
 * Applies, in list order, every migration not yet recorded in `schema_migrations`.
 * Each migration runs in its own transaction together with its bookkeeping row.
 * @param {import('better-sqlite3').Database} db
 * @param {Migration[]} migrations
 * @returns {string[]} Ids applied by this call.
 */
export function applyMigrations(db, migrations) {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    id TEXT PRIMARY KEY,
    applied_at TEXT NOT NULL DEFAULT CURRENT_TIMESTAMP
  )`);
  const alreadyApplied = new Set(appliedMigrationIds(db));
  const record = db.prepare('INSERT INTO schema_migrations (id) VALUES (?)');
  const applyOne = db.transaction((/** @type {Migration} */ migration) => {
    db.exec(migration.sql);
    record.run(migration.id);
  });
  const newlyApplied = [];
  for (const migration of migrations) {
    if (alreadyApplied.has(migration.id)) continue;
    applyOne(migration);
    newlyApplied.push(migration.id);
  }
  return newlyApplied;
}

/**
 * Ids of the migrations recorded in the database, oldest first.
 * @param {import('better-sqlite3').Database} db
 * @returns {string[]}
 */
export function appliedMigrationIds(db) {
  return db
    .prepare('SELECT id FROM schema_migrations ORDER BY rowid')
    .pluck()
    .all()
    .map(String);
}

/**
 * A text as an SQL string literal, for seed data written into a migration's SQL.
 * @param {string} text
 */
export function sqlString(text) {
  return `'${text.replace(/'/g, "''")}'`;
}
