// Writes the site's raster icons from its one drawing, app/icon.svg: /favicon.ico (16, 32 and
// 48 px), the apple touch icon (180 px, square: iOS rounds the corners itself and would show
// the drawing's transparent corners black) and the web app manifest's 192 and 512 px icons.
// Run again when app/icon.svg changes:  node tools/assets/make-icons.ts
import { readFile, writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { encodeIco } from './ico.ts';

const at = (path: string) => new URL(`../../${path}`, import.meta.url);
const drawing = await readFile(at('app/icon.svg'), 'utf8');
const square = drawing.replace(/ rx="\d+"/, '');

async function png(svg: string, size: number): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();
}

const favicon = encodeIco(
  await Promise.all([16, 32, 48].map(async (size) => ({ size, png: await png(drawing, size) }))),
);
const outputs: [string, Uint8Array][] = [
  ['app/favicon.ico', favicon],
  ['app/apple-icon.png', await png(square, 180)],
  ['public/icons/icon-192.png', await png(drawing, 192)],
  ['public/icons/icon-512.png', await png(drawing, 512)],
];
for (const [path, bytes] of outputs) {
  await writeFile(at(path), bytes);
  console.info(`wrote ${path} (${bytes.byteLength} bytes)`);
}
