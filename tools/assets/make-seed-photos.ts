// Writes the seed's photographs (content-service/seed/images/photos/*.jpg): showcase slides,
// announcement covers and pictures inside announcement and help bodies, at the size and weight
// a camera's pictures have once edited for the web. Made here from tools/assets/photos/, so the
// seed needs no download and can be made again:  node tools/assets/make-seed-photos.ts
import { mkdir, writeFile } from 'node:fs/promises';
import { photos } from './photos/list.ts';
import { drawScene } from './photos/scene.ts';
import { withGrain } from './photos/grain.ts';

const folder = new URL('../../content-service/seed/images/photos/', import.meta.url);
await mkdir(folder, { recursive: true });
for (const [index, photo] of photos.entries()) {
  const seed = 7919 * (index + 1);
  const svg = drawScene(photo.scene, photo.width, photo.height, seed);
  const jpeg = await (await withGrain(svg, photo.width, photo.height, seed)).toBuffer();
  await writeFile(new URL(`${photo.name}.jpg`, folder), jpeg);
  console.info(
    `${photo.name}.jpg ${photo.width}×${photo.height} ${Math.round(jpeg.byteLength / 1024)} kB`,
  );
}
