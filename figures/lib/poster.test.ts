import { describe, expect, it } from 'vitest';
import { widgetNames } from '../../content/live-figures.ts';
import { figureColours, type FigureTheme } from '../../shared/figure-colours.ts';
import { renderPoster } from './poster.tsx';

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255);
  const linear = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

export function contrast(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (high + 0.05) / (low + 0.05);
}

/** Every <text> of an SVG document with the fill it is painted in: its own, or the nearest ancestor's. */
function textFills(svg: string): { text: string; fill: string }[] {
  const found: { text: string; fill: string }[] = [];
  const fills: string[] = [];
  for (const [, closing, name, attributes, selfClosing, content] of svg.matchAll(/<(\/?)(\w+)([^>]*?)(\/?)>([^<]*)/g)) {
    if (closing) {
      fills.pop();
      continue;
    }
    const fill = /\sfill="([^"]*)"/.exec(attributes)?.[1] ?? fills[fills.length - 1] ?? '#000000';
    if (name === 'text' || name === 'tspan') {
      if (content.trim()) found.push({ text: content.trim(), fill });
    }
    if (!selfClosing) fills.push(fill);
  }
  return found;
}

describe('the live figures’ posters', () => {
  for (const theme of ['light', 'dark'] as FigureTheme[]) {
    it.each(widgetNames)(`%s in the ${theme} theme: every text reaches 4.5:1 against the backing`, async (name) => {
      const svg = await renderPoster(name, theme);
      const { paper } = figureColours[theme];
      expect(svg).toContain(`fill="${paper}"`);
      const texts = textFills(svg);
      expect(texts.length).toBeGreaterThan(0);
      const faint = texts.filter(({ fill }) => contrast(fill, paper) < 4.5).map(({ text, fill }) => `${text} (${fill}, ${contrast(fill, paper).toFixed(2)}:1)`);
      expect(faint).toEqual([]);
    });
  }
});
