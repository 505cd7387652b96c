/** Liveness and database check: `GET /api/health`. */

import { appliedMigrationIds } from '../migrations.mjs';

/** @type {import('../registry.mjs').Route[]} */
export const routes = [
  {
    method: 'GET',
    path: '/api/health',
    handler: ({ db }) => ({
      headers: { 'Cache-Control': 'no-store' },
      json: {
        ok: true,
        database: 'sqlite',
        sqliteVersion: db.prepare('SELECT sqlite_version()').pluck().get(),
        migrations: appliedMigrationIds(db),
      },
    }),
  },
];
