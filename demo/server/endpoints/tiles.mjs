/**
 * Map tiles for the `<pb-map>` demos, from the project itself (no internet, no tile server's usage
 * policy): `GET /tiles/{z}/{x}/{y}.svg`, zoom levels 0–16, Web Mercator tile numbers as every
 * slippy map uses them. Each tile is an SVG of a made-up coastal region drawn deterministically
 * from its z/x/y: sea and land from a value noise of the world position (so neighbouring tiles
 * and zoom levels agree), a beach along the coast, hills inland. Tiles are cached in memory and
 * may be cached by the browser for a day; anything else under /tiles/ is a 404.
 */

export const TILE_PREFIX = '/tiles/';
export const MAX_TILE_ZOOM = 16;
const TILE_PATH = /^\/tiles\/(\d{1,2})\/(\d{1,6})\/(\d{1,6})\.svg$/;
/** Cells per tile side (8 px each on a 256 px tile). */
const CELLS = 32;
const CELL = 256 / CELLS;
const MAX_CACHED = 4000;

const SEA = '#9cc7e4';
const DEEP_SEA = '#86b8da';
const BEACH = '#efe3b8';
const LAND = '#c8dca8';
const HILLS = '#b2cc8e';

/** @type {Map<string, string>} */
const cache = new Map();

/** A number in [0, 1) from integer coordinates (an integer hash, the same on every run). */
function hash(ix, iy, seed) {
  let h = (ix * 374761393 + iy * 668265263 + seed * 2147483647) | 0;
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  h ^= h >>> 16;
  return (h >>> 0) / 4294967296;
}

const smooth = (t) => t * t * (3 - 2 * t);

/** Value noise at (u, v) for one frequency: smooth between the hashed corners of its lattice cell. */
function valueNoise(u, v, frequency, seed) {
  const x = u * frequency;
  const y = v * frequency;
  const ix = Math.floor(x);
  const iy = Math.floor(y);
  const fx = smooth(x - ix);
  const fy = smooth(y - iy);
  const wrap = (n) => ((n % frequency) + frequency) % frequency;
  const a = hash(wrap(ix), iy, seed);
  const b = hash(wrap(ix + 1), iy, seed);
  const c = hash(wrap(ix), iy + 1, seed);
  const d = hash(wrap(ix + 1), iy + 1, seed);
  return a + (b - a) * fx + (c - a) * fy + (a - b - c + d) * fx * fy;
}

/**
 * Height of the world at (u, v) in [0, 1]² (Web Mercator, u east, v south), using the octaves a
 * tile at zoom `z` can show: finer detail appears as one zooms in, the coarse shape stays.
 */
export function elevation(u, v, z) {
  let total = 0;
  let weight = 0;
  let amplitude = 1;
  const finest = Math.min(z + 5, 21);
  for (let octave = 3; octave <= finest; octave += 1) {
    total += valueNoise(u, v, 2 ** octave, octave) * amplitude;
    weight += amplitude;
    amplitude *= 0.68;
  }
  return total / weight;
}

function colour(height) {
  if (height < 0.44) return DEEP_SEA;
  if (height < 0.5) return SEA;
  if (height < 0.5015) return BEACH;
  if (height < 0.52) return LAND;
  return HILLS;
}

/** The SVG of tile z/x/y: rows of same-coloured runs of cells on a sea background. */
export function renderTile(z, x, y) {
  const scale = 2 ** z;
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256" shape-rendering="crispEdges">`,
    `<rect width="256" height="256" fill="${SEA}"/>`,
  ];
  for (let row = 0; row < CELLS; row += 1) {
    let runStart = 0;
    let runColour = '';
    for (let column = 0; column <= CELLS; column += 1) {
      const cellColour =
        column === CELLS ? '' : colour(elevation((x + (column + 0.5) / CELLS) / scale, (y + (row + 0.5) / CELLS) / scale, z));
      if (cellColour === runColour) continue;
      if (runColour && runColour !== SEA) {
        parts.push(`<rect x="${runStart * CELL}" y="${row * CELL}" width="${(column - runStart) * CELL}" height="${CELL}" fill="${runColour}"/>`);
      }
      runStart = column;
      runColour = cellColour;
    }
  }
  parts.push('</svg>');
  return parts.join('');
}

/** The tile for a path, or null when the path is no tile of zoom 0–16. */
export function tileForPath(pathname) {
  const match = TILE_PATH.exec(pathname);
  if (!match) return null;
  const [z, x, y] = match.slice(1).map(Number);
  if (z > MAX_TILE_ZOOM || x >= 2 ** z || y >= 2 ** z) return null;
  const key = `${z}/${x}/${y}`;
  let svg = cache.get(key);
  if (svg === undefined) {
    svg = renderTile(z, x, y);
    if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value);
    cache.set(key, svg);
  }
  return svg;
}

/** @type {import('../registry.mjs').Route[]} */
export const routes = [
  {
    method: 'GET',
    path: TILE_PREFIX,
    prefix: true,
    handler: ({ url }) => {
      const svg = tileForPath(url.pathname);
      if (svg === null) return { status: 404, text: 'No such tile', headers: { 'Cache-Control': 'no-store' } };
      return { svg, headers: { 'Cache-Control': 'public, max-age=86400' } };
    },
  },
];
