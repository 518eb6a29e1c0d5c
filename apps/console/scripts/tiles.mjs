// Regenerates apps/console/public/tiles/ from the public-domain tile faces in ../shared/assets/riichi-tiles/
// (FluffyStuff's riichi-mahjong-tiles, CC0): optimised with SVGO and renamed to mjai tile names (1m.svg, 5mr.svg,
// E.svg, back.svg ...), served as cached static files by the server. Run: node apps/console/scripts/tiles.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { optimize } from 'svgo';

const here = path.dirname(fileURLToPath(import.meta.url));
const source = path.resolve(here, '../../../../shared/assets/riichi-tiles');
const target = path.resolve(here, '../public/tiles');

const names = {
  Ton: 'E',
  Nan: 'S',
  Shaa: 'W',
  Pei: 'N',
  Haku: 'P',
  Hatsu: 'F',
  Chun: 'C',
  Front: 'front',
  Back: 'back',
};
const suits = { Man: 'm', Pin: 'p', Sou: 's' };

function mjaiName(file) {
  const base = file.replace(/\.svg$/, '');
  if (names[base]) return names[base];
  const m = /^(Man|Pin|Sou)(\d)(-Dora)?$/.exec(base);
  if (!m) return null;
  return `${m[2]}${suits[m[1]]}${m[3] ? 'r' : ''}`;
}

fs.mkdirSync(target, { recursive: true });
let before = 0;
let after = 0;
for (const file of fs
  .readdirSync(source)
  .filter((f) => f.endsWith('.svg'))
  .sort()) {
  const name = mjaiName(file);
  if (!name) continue;
  const svg = fs.readFileSync(path.join(source, file), 'utf8');
  const out = optimize(svg, {
    multipass: true,
    floatPrecision: 1,
    plugins: [{ name: 'preset-default' }, 'removeDimensions'],
  }).data;
  before += svg.length;
  after += out.length;
  fs.writeFileSync(path.join(target, `${name}.svg`), out);
}
console.log(`tiles: ${Math.round(before / 1024)} KB -> ${Math.round(after / 1024)} KB in ${target}`);
