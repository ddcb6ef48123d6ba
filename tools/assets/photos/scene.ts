// A photograph-like scene for the seed's pictures, drawn as SVG: a workshop background out of
// focus, a lit workpiece in perspective with its cut or marked pattern, the laser's glow and
// sparks, and a vignette. The grain of a camera sensor is added afterwards (grain.ts).

export type Scene = {
  /** Background hue (0–360) of the workshop. */
  hue: number;
  /** The workpiece's two tones, lit side first. */
  metal: [string, string];
  pattern: 'holes' | 'slots' | 'qr' | 'seam' | 'rust' | 'grid' | 'text';
  /** Where the laser works, as a fraction of the width and height; none without. */
  beam?: { x: number; y: number; colour: string };
};

type Random = () => number;

export function seededRandom(seed: number): Random {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
}

function lights(random: Random, width: number, height: number, hue: number): string {
  return Array.from({ length: 26 }, () => {
    const r = (0.01 + random() * 0.05) * width;
    const light = 45 + random() * 40;
    return `<circle cx="${random() * width}" cy="${random() * height * 0.55}" r="${r}" fill="hsl(${hue + random() * 40 - 20} 60% ${light}%)" opacity="${0.08 + random() * 0.22}"/>`;
  }).join('');
}

function pattern(scene: Scene, random: Random): string {
  const marks: string[] = [];
  const dark = 'rgba(10,12,16,0.82)';
  if (scene.pattern === 'holes' || scene.pattern === 'grid') {
    for (let row = 0; row < 7; row += 1)
      for (let col = 0; col < 12; col += 1) {
        const r = scene.pattern === 'holes' ? 9 + (row % 3) * 4 : 6;
        marks.push(`<circle cx="${90 + col * 70}" cy="${80 + row * 62}" r="${r}" fill="${dark}"/>`);
      }
  } else if (scene.pattern === 'slots') {
    for (let row = 0; row < 5; row += 1)
      for (let col = 0; col < 4; col += 1)
        marks.push(
          `<rect x="${80 + col * 200}" y="${70 + row * 90}" width="150" height="44" rx="22" fill="${dark}"/>`,
        );
  } else if (scene.pattern === 'qr') {
    for (let board = 0; board < 6; board += 1) {
      const bx = 90 + (board % 3) * 270;
      const by = 90 + Math.floor(board / 3) * 230;
      for (let cell = 0; cell < 121; cell += 1)
        if (random() > 0.5 || cell % 11 < 3)
          marks.push(
            `<rect x="${bx + (cell % 11) * 12}" y="${by + Math.floor(cell / 11) * 12}" width="12" height="12" fill="${dark}"/>`,
          );
    }
  } else if (scene.pattern === 'seam') {
    for (let bead = 0; bead < 46; bead += 1)
      marks.push(
        `<ellipse cx="${60 + bead * 19}" cy="${300 + Math.sin(bead / 3) * 6}" rx="14" ry="22" fill="hsl(${30 + bead * 3} 45% ${30 + (bead % 4) * 6}%)" opacity="0.9"/>`,
      );
  } else if (scene.pattern === 'rust') {
    for (let spot = 0; spot < 140; spot += 1)
      marks.push(
        `<circle cx="${random() * 560 + 420}" cy="${random() * 520 + 20}" r="${8 + random() * 40}" fill="hsl(${18 + random() * 14} 70% ${22 + random() * 18}%)" opacity="${0.35 + random() * 0.5}"/>`,
      );
  } else {
    for (let line = 0; line < 6; line += 1)
      marks.push(
        `<rect x="120" y="${110 + line * 70}" width="${300 + random() * 420}" height="26" rx="4" fill="${dark}" opacity="0.7"/>`,
      );
  }
  return marks.join('');
}

function sparks(random: Random, x: number, y: number, colour: string): string {
  const streaks = Array.from({ length: 90 }, () => {
    const angle = Math.PI * (0.15 + random() * 0.7);
    const length = 40 + random() * 260;
    const x2 = x + Math.cos(angle) * length * (random() > 0.5 ? 1 : -1);
    const y2 = y + Math.sin(angle) * length;
    return `<line x1="${x}" y1="${y}" x2="${x2}" y2="${y2}" stroke="hsl(${35 + random() * 20} 100% ${65 + random() * 30}%)" stroke-width="${1 + random() * 2.5}" opacity="${0.4 + random() * 0.6}"/>`;
  }).join('');
  return `<circle cx="${x}" cy="${y}" r="160" fill="url(#glow)"/><circle cx="${x}" cy="${y}" r="18" fill="#fff"/><g stroke-linecap="round" filter="url(#soft)">${streaks}</g><circle cx="${x}" cy="${y}" r="60" fill="${colour}" opacity="0.35" filter="url(#blur)"/>`;
}

/** The scene as an SVG document of the given size. */
export function drawScene(scene: Scene, width: number, height: number, seed: number): string {
  const random = seededRandom(seed);
  const [lit, shade] = scene.metal;
  const beam = scene.beam
    ? sparks(random, scene.beam.x * width, scene.beam.y * height, scene.beam.colour)
    : '';
  // The workpiece is drawn flat on a 1000×600 plate, then laid back in perspective.
  const plate = `<g transform="translate(${width * 0.08} ${height * 0.34}) scale(${width / 1180} ${height / 1000}) matrix(1 0 -0.28 1 170 0)">
    <rect width="1000" height="600" fill="url(#metal)"/>
    <rect width="1000" height="600" fill="url(#brush)" opacity="0.5"/>
    ${pattern(scene, random)}
  </g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="room" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="hsl(${scene.hue} 25% 16%)"/>
      <stop offset="0.55" stop-color="hsl(${scene.hue} 18% 30%)"/>
      <stop offset="1" stop-color="hsl(${scene.hue} 10% 12%)"/>
    </linearGradient>
    <linearGradient id="metal" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${lit}"/><stop offset="1" stop-color="${shade}"/>
    </linearGradient>
    <pattern id="brush" width="1000" height="6" patternUnits="userSpaceOnUse">
      <rect width="1000" height="3" fill="#fff" opacity="0.12"/>
    </pattern>
    <radialGradient id="glow"><stop offset="0" stop-color="#fff6d8" stop-opacity="0.95"/><stop offset="0.35" stop-color="#ffb347" stop-opacity="0.45"/><stop offset="1" stop-color="#ff7b00" stop-opacity="0"/></radialGradient>
    <radialGradient id="vignette" cx="0.5" cy="0.5" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.65"/></radialGradient>
    <filter id="blur"><feGaussianBlur stdDeviation="${width / 90}"/></filter>
    <filter id="soft"><feGaussianBlur stdDeviation="1.2"/></filter>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#room)"/>
  <g filter="url(#blur)">${lights(random, width, height, scene.hue)}</g>
  ${plate}
  ${beam}
  <rect width="${width}" height="${height}" fill="url(#vignette)"/>
</svg>`;
}
