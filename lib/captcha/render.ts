// The puzzle's two pictures, made on the server so that the browser never learns where the hole
// is: the picture with the hole veiled in white, and the piece cut from the same picture on a
// transparent strip as high as the picture. Each picture is a random window of one of the
// scenes, sometimes mirrored and tinted, so that no two puzzles show the same picture.
import 'server-only';
import sharp from 'sharp';
import { piecePath } from './piece-path.ts';
import { captchaSize, pieceInset, pieceSize } from './rules.ts';
import { scenes } from './scenes.ts';

/** The scenes' own size, twice the puzzle's: a window of it is scaled down to the puzzle. */
const sceneWidth = captchaSize.width * 2;
const sceneHeight = captchaSize.height * 2;

export type PuzzleLook = {
  scene: number;
  /** How much of the scene the window shows, from 1 (all of it) down. */
  zoom: number;
  /** Where the window starts, as a share of the room left (0..1). */
  panX: number;
  panY: number;
  mirror: boolean;
  /** Turn of the colours, in degrees. */
  hue: number;
};

export type PuzzlePictures = { background: Buffer; piece: Buffer };

/** A random look of the puzzle's picture. */
export function randomLook(random: () => number): PuzzleLook {
  return {
    scene: Math.min(scenes.length - 1, Math.floor(random() * scenes.length)),
    zoom: 0.75 + random() * 0.25,
    panX: random(),
    panY: random(),
    mirror: random() < 0.5,
    hue: Math.round(random() * 40 - 20),
  };
}

// The scenes drawn once per process, as raw RGB pixels.
const drawnScenes = new Map<number, Promise<Buffer>>();

function drawnScene(index: number): Promise<Buffer> {
  let drawn = drawnScenes.get(index);
  if (!drawn) {
    const svg = scenes[index] ?? scenes[0] ?? '';
    drawn = sharp(Buffer.from(svg)).resize(sceneWidth, sceneHeight).removeAlpha().raw().toBuffer();
    drawnScenes.set(index, drawn);
  }
  return drawn;
}

const rgb = (width: number, height: number) => ({ raw: { width, height, channels: 3 as const } });

async function picture(look: PuzzleLook): Promise<Buffer> {
  const { width, height } = captchaSize;
  const windowWidth = Math.round(sceneWidth * look.zoom);
  const windowHeight = Math.round(sceneHeight * look.zoom);
  const window = {
    left: Math.round((sceneWidth - windowWidth) * look.panX),
    top: Math.round((sceneHeight - windowHeight) * look.panY),
    width: windowWidth,
    height: windowHeight,
  };
  return sharp(await drawnScene(look.scene), rgb(sceneWidth, sceneHeight))
    .extract(window)
    .resize(width, height)
    .flop(look.mirror)
    .modulate({ hue: look.hue })
    .raw()
    .toBuffer();
}

const svgOf = (width: number, height: number, body: string) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${body}</svg>`,
  );

/** The two pictures of a puzzle whose hole's square body starts at (x, y). */
export async function renderPuzzle(
  look: PuzzleLook,
  { x, y }: { x: number; y: number },
): Promise<PuzzlePictures> {
  const { width, height, pieceLength: l, radius: r } = captchaSize;
  const clean = await picture(look);
  const hole = piecePath(x, y, l, r);
  const background = await sharp(clean, rgb(width, height))
    .composite([
      {
        input: svgOf(
          width,
          height,
          `<path d="${hole}" fill="#fff" fill-opacity="0.7" stroke="#fff" stroke-opacity="0.8" stroke-width="2"/>`,
        ),
      },
    ])
    // A third of the PNG's size; the veil still matches the piece to within a few units.
    .jpeg({ quality: 90, chromaSubsampling: '4:4:4' })
    .toBuffer();

  const stripWidth = pieceSize(l, r);
  const outline = piecePath(pieceInset, y, l, r);
  const piece = await sharp(clean, rgb(width, height))
    .extract({ left: x - pieceInset, top: 0, width: stripWidth, height })
    .ensureAlpha()
    .composite([
      { input: svgOf(stripWidth, height, `<path d="${outline}" fill="#fff"/>`), blend: 'dest-in' },
      {
        input: svgOf(
          stripWidth,
          height,
          `<path d="${outline}" fill="none" stroke="#fff" stroke-opacity="0.9" stroke-width="2"/>`,
        ),
      },
    ])
    .png({ compressionLevel: 9 })
    .toBuffer();
  return { background, piece };
}
