// The seed's photographs: one per showcase case, announcement covers, and pictures inside
// announcement and help bodies. Names are the files' names under /files/images/photos/.
import type { Scene } from './scene.ts';

export type Photo = { name: string; width: number; height: number; scene: Scene };

const steel: [string, string] = ['#d9dee4', '#7d8690'];
const brass: [string, string] = ['#e7c98a', '#8a6a2c'];
const board: [string, string] = ['#2f7d4a', '#123d24'];
const dark: [string, string] = ['#9aa3ad', '#3b4148'];
const rusty: [string, string] = ['#8c7a6b', '#3d342e'];
const fibre = '#ffcf7a';
const uv = '#9b8cff';
const blue = '#7fd8ff';

const slide = (name: string, scene: Scene): Photo => ({ name, width: 2400, height: 1350, scene });
const cover = (name: string, scene: Scene): Photo => ({ name, width: 1600, height: 900, scene });
const figure = (name: string, scene: Scene): Photo => ({ name, width: 1600, height: 1000, scene });

export const photos: Photo[] = [
  slide('showcase-common-line-kitchen-parts', {
    hue: 210,
    metal: steel,
    pattern: 'slots',
    beam: { x: 0.62, y: 0.5, colour: fibre },
  }),
  slide('showcase-pcb-qr-marking', {
    hue: 160,
    metal: board,
    pattern: 'qr',
    beam: { x: 0.55, y: 0.45, colour: uv },
  }),
  slide('showcase-handheld-welding-railing', {
    hue: 25,
    metal: steel,
    pattern: 'seam',
    beam: { x: 0.48, y: 0.55, colour: blue },
  }),
  slide('showcase-tube-cutting-furniture', {
    hue: 220,
    metal: dark,
    pattern: 'slots',
    beam: { x: 0.7, y: 0.48, colour: fibre },
  }),
  slide('showcase-deep-engraving-mould', { hue: 200, metal: dark, pattern: 'text' }),
  slide('showcase-laser-cleaning-ship-anchor', {
    hue: 190,
    metal: rusty,
    pattern: 'rust',
    beam: { x: 0.42, y: 0.52, colour: fibre },
  }),
  slide('showcase-fly-cutting-perforated-panel', {
    hue: 215,
    metal: steel,
    pattern: 'holes',
    beam: { x: 0.58, y: 0.5, colour: fibre },
  }),
  slide('showcase-rotary-marking-tumblers', {
    hue: 280,
    metal: steel,
    pattern: 'text',
    beam: { x: 0.5, y: 0.5, colour: uv },
  }),
  slide('showcase-remote-monitoring-workshop', { hue: 205, metal: dark, pattern: 'grid' }),
  slide('showcase-mopa-colour-marking', {
    hue: 300,
    metal: steel,
    pattern: 'text',
    beam: { x: 0.6, y: 0.45, colour: '#ff7ad9' },
  }),
  cover('cover-trade-fair', { hue: 30, metal: brass, pattern: 'grid' }),
  cover('cover-tube-cutting', {
    hue: 215,
    metal: dark,
    pattern: 'slots',
    beam: { x: 0.6, y: 0.5, colour: fibre },
  }),
  cover('cover-office', { hue: 40, metal: brass, pattern: 'text' }),
  figure('figure-cutting-head', {
    hue: 210,
    metal: steel,
    pattern: 'holes',
    beam: { x: 0.5, y: 0.5, colour: fibre },
  }),
  figure('figure-weld-seam', {
    hue: 20,
    metal: steel,
    pattern: 'seam',
    beam: { x: 0.7, y: 0.56, colour: blue },
  }),
  figure('figure-cleaned-surface', {
    hue: 190,
    metal: rusty,
    pattern: 'rust',
    beam: { x: 0.4, y: 0.5, colour: fibre },
  }),
];
