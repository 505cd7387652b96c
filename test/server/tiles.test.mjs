/**
 * The demo server's map tiles (demo/server/endpoints/tiles.mjs; issue 18 "Demo without internet"):
 * `GET /tiles/{z}/{x}/{y}.svg`, zoom 0–16, deterministic, cached for a day, 404 outside the range.
 */
import { describe, expect, it } from 'vitest';
import { MAX_TILE_ZOOM, renderTile, routes, tileForPath } from '../../demo/server/endpoints/tiles.mjs';

const handler = routes[0].handler;
/** @param {string} path */
const get = (path) => /** @type {import('../../demo/server/responses.mjs').HandlerResult & { svg?: string }} */ (handler(/** @type {any} */ ({ url: new URL(path, 'http://127.0.0.1') })));

describe('map tiles of the demo server', () => {
  it('is one GET prefix route under /tiles/', () => {
    expect(routes).toHaveLength(1);
    expect(routes[0]).toMatchObject({ method: 'GET', path: '/tiles/', prefix: true });
  });

  it('answers an SVG tile of 256 × 256 with a day of public caching', () => {
    const answer = get('/tiles/12/2010/1300.svg');
    expect(answer.status ?? 200).toBe(200);
    expect(answer.svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="256" height="256"/);
    expect(answer.svg).toMatch(/<\/svg>$/);
    expect(answer.headers).toEqual({ 'Cache-Control': 'public, max-age=86400' });
  });

  it('draws the same tile for the same z/x/y, and a different one elsewhere (sea and land both appear)', () => {
    expect(renderTile(9, 250, 160)).toBe(renderTile(9, 250, 160));
    const tiles = [];
    for (let x = 0; x < 8; x += 1) tiles.push(renderTile(3, x, 3));
    expect(new Set(tiles).size).toBeGreaterThan(1);
    expect(tiles.join('')).toContain('#9cc7e4');
    expect(tiles.join('')).toContain('#c8dca8');
    expect(tileForPath('/tiles/9/250/160.svg')).toBe(tileForPath('/tiles/9/250/160.svg'));
  });

  it('serves zoom 0 to 16 only, tile numbers inside the zoom level, and nothing else under /tiles/', () => {
    expect(MAX_TILE_ZOOM).toBe(16);
    expect(get('/tiles/0/0/0.svg').svg).toBeDefined();
    expect(get('/tiles/16/65535/65535.svg').svg).toBeDefined();
    for (const path of ['/tiles/17/0/0.svg', '/tiles/2/4/0.svg', '/tiles/2/0/4.svg', '/tiles/1/0/0.png', '/tiles/', '/tiles/a/b/c.svg', '/tiles/1/-1/0.svg', '/tiles/1/0/0.svg/x']) {
      const answer = get(path);
      expect(answer.status, path).toBe(404);
      expect(answer.svg, path).toBeUndefined();
    }
  });
});
