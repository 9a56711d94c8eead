/**
 * The dark variant of a figure. A figure is shown as an <img>, which cannot see the page's CSS, so
 * it cannot follow the site's theme by itself: the runner writes a second file, `<name>.dark.svg`,
 * and the lecture shows the one the theme asks for. The dark file is this function applied to the
 * light one, colour by colour, so the two cannot drift apart and no figure script needs a second
 * palette.
 *
 * Each colour is mapped in OKLab (perceptual lightness L, chroma C) by what it does in the figure:
 * - the backing, the greys, the black of text and frames, and pale tints (region shading, bands)
 *   are surfaces and ink: their lightness is mirrored, so white becomes the dark backing and near
 *   black becomes near white, keeping their hue;
 * - saturated colours are data (the Okabe-Ito palette, viridis): they keep hue and chroma, and are
 *   lightened only as far as needed for text contrast of 4.5:1 on the dark backing, so classes stay
 *   the colours the caption names and stay apart from one another.
 * The same colour always maps to the same colour, so a legend still matches its marks.
 */

/** The dark backing (Tailwind's slate-900, the site's dark cards), one step above the page's slate-950. */
export const darkBacking = '#0f172a';
/** The light backing every figure script draws (figures/lib/svg.ts). */
export const lightBacking = '#ffffff';
/** The contrast every text colour must reach on its backing (WCAG AA for normal text). */
export const textContrast = 4.5;

type Rgb = [number, number, number];

const toLinear = (channel: number) => (channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4);
const fromLinear = (value: number) => (value <= 0.0031308 ? 12.92 * value : 1.055 * value ** (1 / 2.4) - 0.055);

/** Parses #rgb, #rrggbb, rgb(r, g, b), white and black into 0..1 sRGB channels; anything else is undefined. */
export function parseColour(value: string): Rgb | undefined {
  const colour = value.trim().toLowerCase();
  if (colour === 'white') return [1, 1, 1];
  if (colour === 'black') return [0, 0, 0];
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(colour);
  if (short) return [short[1], short[2], short[3]].map((digit) => parseInt(digit + digit, 16) / 255) as Rgb;
  const long = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/.exec(colour);
  if (long) return [long[1], long[2], long[3]].map((pair) => parseInt(pair, 16) / 255) as Rgb;
  const functional = /^rgb\(\s*(\d+)\s*,\s*(\d+)\s*,\s*(\d+)\s*\)$/.exec(colour);
  if (functional) return [functional[1], functional[2], functional[3]].map((channel) => Number(channel) / 255) as Rgb;
  return undefined;
}

const hex = (rgb: Rgb) =>
  '#' +
  rgb
    .map((channel) =>
      Math.round(Math.min(1, Math.max(0, channel)) * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('');

/** WCAG relative luminance of an sRGB colour. */
export function luminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map(toLinear);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two colours given as strings. */
export function contrastRatio(a: string, b: string): number {
  const [la, lb] = [luminance(parseColour(a)!), luminance(parseColour(b)!)];
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

// OKLab (Björn Ottosson, 2020): lightness L in 0..1 and two opponent axes a, b.
function toOklab(rgb: Rgb): [number, number, number] {
  const [r, g, b] = rgb.map(toLinear);
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  return [
    0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s,
    1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s,
    0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s,
  ];
}

function fromOklab([L, A, B]: [number, number, number]): Rgb {
  const l = (L + 0.3963377774 * A + 0.2158037573 * B) ** 3;
  const m = (L - 0.1055613458 * A - 0.0638541728 * B) ** 3;
  const s = (L - 0.0894841775 * A - 1.291485548 * B) ** 3;
  return [
    fromLinear(4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s),
    fromLinear(-1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s),
    fromLinear(-0.0041960242 * l - 0.7034186135 * m + 1.707614701 * s),
  ];
}

const backingLightness = toOklab(parseColour(darkBacking)!)[0];
/** The lightness near-black ink (#222) has, and the lightness it gets on the dark backing. */
const inkLightness = 0.27;
const darkInkLightness = 0.93;

/** The colour a figure's `colour` becomes on the dark backing (see the file's comment). */
export function darkColour(colour: string): string {
  const rgb = parseColour(colour);
  if (!rgb) return colour;
  // White is the backing and the halo drawn around marks to part them from what lies under: both become the dark backing.
  if (rgb.every((channel) => channel === 1)) return darkBacking;
  const [L, A, B] = toOklab(rgb);
  const chroma = Math.hypot(A, B);
  const isSurfaceOrInk = chroma < 0.04 || (L > 0.78 && chroma < 0.12);
  if (isSurfaceOrInk) {
    // Mirror the lightness: white (1) to the backing, ink (0.27) to near white, linearly between.
    const mirrored = backingLightness + ((1 - L) / (1 - inkLightness)) * (darkInkLightness - backingLightness);
    return hex(fromOklab([Math.min(1, mirrored), A, B]));
  }
  // Data colours: lighten, keeping hue and chroma, until text in them is legible.
  return withTextContrast(colour, darkBacking);
}

/**
 * `colour`, lightened (on a dark backing) or darkened (on a light one) in steps of 0.005 of OKLab
 * lightness, keeping hue and chroma, until text in it reaches 4.5:1 on `backing`. A figure's text
 * in a data colour (a label beside its curve) goes through it on the light backing too
 * (figures/lib/svg.ts, `text`): vermillion and the Okabe-Ito green, purple and orange are below
 * 4.5:1 on white.
 */
export function withTextContrast(colour: string, backing: string): string {
  const rgb = parseColour(colour);
  if (!rgb || contrastRatio(colour, backing) >= textContrast) return colour;
  const [L, A, B] = toOklab(rgb);
  const step = luminance(parseColour(backing)!) > 0.5 ? -0.005 : 0.005;
  let lightness = L;
  let mapped = hex(rgb);
  while (contrastRatio(mapped, backing) < textContrast && lightness > 0 && lightness < 1) {
    lightness += step;
    mapped = hex(fromOklab([lightness, A, B]));
  }
  return mapped;
}

const colourAttribute = /\b(fill|stroke|stop-color|flood-color|color)="([^"]*)"/g;
const colourProperty = /\b(fill|stroke|stop-color|flood-color|color):\s*([^;"]+)/g;

/** The dark variant of a light figure's SVG: every colour in its attributes and styles mapped by `darkColour`. */
export function darkVariant(svg: string): string {
  const cache = new Map<string, string>();
  const map = (colour: string) => {
    if (!cache.has(colour)) cache.set(colour, darkColour(colour));
    return cache.get(colour)!;
  };
  return svg
    .replace(colourAttribute, (_, name: string, colour: string) => `${name}="${map(colour)}"`)
    .replace(colourProperty, (_, name: string, colour: string) => `${name}:${map(colour.trim())}`);
}
