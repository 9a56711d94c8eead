/**
 * The live figures' colours by role in the site's two themes (the page's `.dark` class chooses):
 * the live figures draw with them (app/features/lectures/live-figures/kit/theme.ts), and the
 * figure runner renders each live figure's poster once in each theme with them.
 */
import { classColours, palette } from './palette.ts';

/** The site's two themes: `.dark` on <html> (public/theme-init.js and the theme button set it). */
export type FigureTheme = 'light' | 'dark';

/**
 * The colours a live figure draws with, by role, in one theme. The data colours are the Okabe-Ito
 * palette in both themes (each is at least 3.4:1 against the dark backing, as against white), so a
 * class keeps its colour when the reader switches; what changes is the backing, the ink and the
 * greys, and the colours of coloured text, which must reach 4.5:1 against the backing.
 */
export interface FigureColours {
  /** The drawing's backing, and the halo drawn around text and marks to lift them off what is under them. */
  paper: string;
  /** Text, axes' labels, and marks drawn in black on the light backing. */
  ink: string;
  /** Ticks, secondary lines and dashes (the palette's grey). */
  muted: string;
  /** Secondary text (a column's caption): quieter than the ink, still 4.5:1 or more. */
  note: string;
  /** Frames and faint guides (the palette's light grey). */
  rule: string;
  /** Soft fills behind a mark of one hue (a network's units): the hue at low strength over the backing. */
  wash: { blue: string; orange: string; green: string; grey: string };
  /** Contour lines of a loss surface: quiet, but visible on the backing. */
  contour: string;
  /** Text set in a data colour: the hue at 4.5:1 or more against the backing. */
  text: { blue: string; vermillion: string; green: string; orange: string };
  /** Class 0, 1, 2... as the static figures colour them. */
  classes: readonly string[];
}

export const figureColours: Record<FigureTheme, FigureColours> = {
  light: {
    paper: '#ffffff',
    ink: palette.black,
    muted: palette.grey,
    note: '#555555',
    rule: palette.lightGrey,
    wash: { blue: '#e8f1f8', orange: '#fdf0dc', green: '#e6f4ef', grey: '#eeeeee' },
    contour: '#9bb7cc',
    // Vermillion (3.9:1), orange and green are too light for text on white: darker shades of the same hues.
    text: { blue: palette.blue, vermillion: '#b34700', green: '#007a5a', orange: '#8f6200' },
    classes: classColours,
  },
  dark: {
    // Tailwind's slate-900: a card a step above the page's slate-950.
    paper: '#0f172a',
    ink: '#e2e8f0',
    muted: '#94a3b8',
    note: '#cbd5e1',
    rule: '#475569',
    wash: { blue: '#0f2f47', orange: '#3d2e0c', green: '#0b3a31', grey: '#1e293b' },
    contour: '#4d6b82',
    // Blue is 3.4:1 on the dark backing: its text takes the palette's lighter sky blue.
    text: { blue: palette.sky, vermillion: '#f07a2a', green: palette.green, orange: palette.orange },
    classes: classColours,
  },
};
