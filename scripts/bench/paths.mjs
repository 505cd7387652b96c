/**
 * Where the peer benchmark finds things. The peer page lives outside the project (it is run from
 * there, never copied): `../shared/bench/peer` from the project root, or PB_PEER_DIR.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const PEER_DIR = path.resolve(PROJECT_ROOT, process.env.PB_PEER_DIR ?? '../shared/bench/peer');
/** The benchmark's output folder (in .gitignore), served as the web root of the pb pages. */
export const OUT_DIR = path.join(PROJECT_ROOT, 'bench-results');
export const DIST_DIR = path.join(PROJECT_ROOT, 'dist');
export const LITE_DIST_DIR = path.join(DIST_DIR, 'lite');
