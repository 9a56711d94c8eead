import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { palette } from '../../shared/palette.ts';
import { mediaDir } from '../run.ts';
import { contrastRatio, darkBacking, darkColour, darkVariant, lightBacking, textContrast, withTextContrast } from './dark-theme.ts';

const darkFiles = readdirSync(mediaDir).filter((file) => file.endsWith('.dark.svg'));

/** Every <text> colour in an SVG with how often it occurs. */
function textColours(svg: string): Map<string, number> {
  const colours = new Map<string, number>();
  for (const [tag] of svg.matchAll(/<text\b[^>]*>/g)) {
    const fill = /\sfill="([^"]+)"/.exec(tag)?.[1] ?? '#000000';
    colours.set(fill, (colours.get(fill) ?? 0) + 1);
  }
  return colours;
}

describe('the dark variant of a figure', () => {
  it('turns the white backing and white halos into the dark backing, and dark ink into light ink', () => {
    expect(darkColour('#ffffff')).toBe(darkBacking);
    expect(darkColour('#fff')).toBe(darkBacking);
    expect(contrastRatio(darkColour(palette.black), darkBacking)).toBeGreaterThan(12);
    expect(contrastRatio(darkColour('#444'), darkBacking)).toBeGreaterThan(7);
  });

  it('keeps the data colours distinguishable: each keeps its hue, reaches 4.5:1 on the dark backing, and no two coincide', () => {
    const data = [palette.blue, palette.orange, palette.green, palette.vermillion, palette.purple, palette.sky, palette.yellow];
    const mapped = data.map(darkColour);
    for (const colour of mapped) expect(contrastRatio(colour, darkBacking)).toBeGreaterThanOrEqual(textContrast);
    expect(new Set(mapped).size).toBe(data.length);
    // Colours that already read well on the dark backing are left exactly as the captions name them.
    expect(darkColour(palette.orange).toLowerCase()).toBe(palette.orange.toLowerCase());
  });

  it('turns pale region tints into dark ones of the same hue', () => {
    const tint = darkColour('rgb(247,224,173)');
    expect(contrastRatio(tint, darkBacking)).toBeLessThan(1.6);
  });

  it('maps colours in attributes and styles, and leaves none, currentColor and references alone', () => {
    expect(darkVariant('<rect fill="#ffffff" stroke="none"/><path style="fill:#222222;stroke:url(#a)" stroke="currentColor"/>')).toBe(
      `<rect fill="${darkBacking}" stroke="none"/><path style="fill:${darkColour('#222222')};stroke:url(#a)" stroke="currentColor"/>`,
    );
  });

  it('darkens a data colour used for text on the light backing until it reaches 4.5:1', () => {
    const ink = withTextContrast(palette.vermillion, lightBacking);
    expect(contrastRatio(ink, lightBacking)).toBeGreaterThanOrEqual(textContrast);
    expect(withTextContrast(palette.black, lightBacking)).toBe(palette.black);
  });
});

describe('the committed figures', () => {
  it('have dark variants', () => {
    expect(darkFiles.length).toBeGreaterThan(30);
  });

  it.each(darkFiles)('%s and its light file draw every text at 4.5:1 or more on their backing', (darkFile) => {
    const lightFile = darkFile.replace(/\.dark\.svg$/, '.svg');
    for (const [file, backing] of [
      [lightFile, lightBacking],
      [darkFile, darkBacking],
    ]) {
      const svg = readFileSync(join(mediaDir, file), 'utf8');
      expect(svg, `${file} has no backing of ${backing}`).toContain(`fill="${backing}"`);
      for (const [colour, count] of textColours(svg)) {
        expect(contrastRatio(colour, backing), `${file}: ${count} text(s) in ${colour} on ${backing}`).toBeGreaterThanOrEqual(textContrast);
      }
    }
  });
});
