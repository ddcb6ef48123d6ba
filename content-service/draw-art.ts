// The demo's pictures: an abstract composition drawn from the prompt alone. A hash of the prompt
// seeds a small PRNG, so the same prompt always gives the same picture, and a preview is the
// same picture with only its first shapes, blurred, as if it were still being drawn.
import { createHash } from 'node:crypto';

const size = 512;

type Shape = { svg: string };

/** mulberry32: tiny, fast and good enough to pick colours and positions. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function promptSeed(prompt: string): number {
  return createHash('sha256').update(prompt.trim().toLowerCase()).digest().readUInt32BE(0);
}

const round = (value: number) => Math.round(value * 10) / 10;

function composition(seed: number) {
  const next = random(seed);
  const between = (min: number, max: number) => min + next() * (max - min);
  const hue = Math.floor(next() * 360);
  const colour = (shift: number, light: number) =>
    `hsl(${Math.round(hue + shift) % 360} ${Math.round(between(45, 85))}% ${light}%)`;
  const background = [colour(0, 18), colour(between(30, 90), 42)];
  const shapes: Shape[] = [];
  const count = 14 + Math.floor(next() * 8);
  for (let index = 0; index < count; index += 1) {
    const fill = colour(between(-60, 180), Math.round(between(35, 75)));
    const opacity = round(between(0.45, 0.9));
    const x = round(between(0, size));
    const y = round(between(0, size));
    const kind = next();
    if (kind < 0.45) {
      shapes.push({
        svg: `<circle cx="${x}" cy="${y}" r="${round(between(12, 110))}" fill="${fill}" fill-opacity="${opacity}"/>`,
      });
    } else if (kind < 0.75) {
      const width = round(between(30, 220));
      const height = round(between(10, 120));
      shapes.push({
        svg: `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${round(between(0, 24))}" fill="${fill}" fill-opacity="${opacity}" transform="rotate(${Math.round(between(-45, 45))} ${x} ${y})"/>`,
      });
    } else {
      const radius = between(30, 140);
      const points = [0, 1, 2]
        .map((corner) => {
          const angle = between(0, Math.PI * 2) + (corner * Math.PI * 2) / 3;
          return `${round(x + Math.cos(angle) * radius)},${round(y + Math.sin(angle) * radius)}`;
        })
        .join(' ');
      shapes.push({
        svg: `<polygon points="${points}" fill="${fill}" fill-opacity="${opacity}"/>`,
      });
    }
  }
  return { background, shapes };
}

/**
 * The picture for `prompt`, as SVG text. `progress` below 1 gives a preview: the shapes drawn so
 * far, blurred less and less as the drawing goes on.
 */
export function drawPicture(prompt: string, progress = 1): string {
  const { background, shapes } = composition(promptSeed(prompt));
  const shown = progress >= 1 ? shapes : shapes.slice(0, Math.ceil(shapes.length * progress));
  const blur = progress >= 1 ? 0 : round((1 - progress) * 12);
  const body = shown.map((shape) => shape.svg).join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${background[0]}"/><stop offset="1" stop-color="${background[1]}"/>` +
    `</linearGradient>` +
    (blur ? `<filter id="soft"><feGaussianBlur stdDeviation="${blur}"/></filter>` : '') +
    `</defs><rect width="${size}" height="${size}" fill="url(#bg)"/>` +
    `<g${blur ? ' filter="url(#soft)"' : ''}>${body}</g></svg>`
  );
}
