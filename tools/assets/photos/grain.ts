// A camera sensor's grain: noise in every pixel, which is also what makes a photograph weigh
// hundreds of kilobytes where a flat drawing weighs tens.
import sharp from 'sharp';
import { seededRandom } from './scene.ts';

export async function withGrain(svg: string, width: number, height: number, seed: number) {
  const random = seededRandom(seed ^ 0x5bd1e995);
  const noise = Buffer.alloc(width * height * 3);
  for (let index = 0; index < noise.length; index += 3) {
    // The mean of three uniforms is close enough to a normal distribution for grain.
    const value = 128 + ((random() + random() + random()) / 3 - 0.5) * 150;
    noise[index] = value;
    noise[index + 1] = value + (random() - 0.5) * 24;
    noise[index + 2] = value + (random() - 0.5) * 24;
  }
  const grain = await sharp(noise, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
  return sharp(Buffer.from(svg))
    .resize(width, height)
    .composite([{ input: grain, blend: 'soft-light' }])
    .jpeg({ quality: 86, mozjpeg: true });
}
