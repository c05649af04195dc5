import type { Bitmap } from './png';

type Rgb = readonly [number, number, number];

const BACKGROUND: Rgb = [0x1f, 0x5f, 0xbf];
const BARS: Rgb = [0xff, 0xff, 0xff];
const SAMPLES = 4;

/**
 * The add-in's icon, drawn in unit coordinates so every size is rendered from the same shapes: a rounded blue
 * square with three rising bars (visibility growing), anti-aliased by supersampling.
 */
export function drawIcon(size: number): Bitmap {
  const rgba = new Uint8Array(size * size * 4);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let background = 0;
      let bars = 0;
      for (let sy = 0; sy < SAMPLES; sy++) {
        for (let sx = 0; sx < SAMPLES; sx++) {
          const x = (px + (sx + 0.5) / SAMPLES) / size;
          const y = (py + (sy + 0.5) / SAMPLES) / size;
          if (!insideRoundedSquare(x, y)) continue;
          if (insideBars(x, y)) bars++;
          else background++;
        }
      }
      const total = SAMPLES * SAMPLES;
      const coverage = (background + bars) / total;
      const offset = (py * size + px) * 4;
      if (coverage === 0) continue;
      for (let channel = 0; channel < 3; channel++) {
        const mixed =
          ((BACKGROUND[channel] as number) * background + (BARS[channel] as number) * bars) / (background + bars);
        rgba[offset + channel] = Math.round(mixed);
      }
      rgba[offset + 3] = Math.round(coverage * 255);
    }
  }
  return { width: size, height: size, rgba };
}

function insideRoundedSquare(x: number, y: number): boolean {
  const radius = 0.2;
  const cx = Math.min(Math.max(x, radius), 1 - radius);
  const cy = Math.min(Math.max(y, radius), 1 - radius);
  return (x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2;
}

const BAR_SHAPES = [
  { left: 0.2, right: 0.36, top: 0.56 },
  { left: 0.42, right: 0.58, top: 0.4 },
  { left: 0.64, right: 0.8, top: 0.22 },
];

function insideBars(x: number, y: number): boolean {
  const bottom = 0.8;
  return BAR_SHAPES.some((bar) => x >= bar.left && x < bar.right && y >= bar.top && y < bottom);
}
