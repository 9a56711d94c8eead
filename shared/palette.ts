/**
 * The figures' colours, shared by the build-time figure scripts (figures/) and the live figures in
 * the browser (app/features/widgets): Okabe-Ito, distinguishable with the common forms of colour
 * blindness. Figures sit on a light backing in both themes, so one set of colours serves both.
 */
export const palette = {
  blue: '#0072B2',
  orange: '#E69F00',
  green: '#009E73',
  vermillion: '#D55E00',
  purple: '#CC79A7',
  sky: '#56B4E9',
  yellow: '#F0E442',
  black: '#222222',
  grey: '#777777',
  lightGrey: '#d9d9d9',
} as const;

/** Colours for class labels 0, 1, 2, ... in the order figures use them. */
export const classColours = [palette.blue, palette.orange, palette.green, palette.vermillion, palette.purple, palette.sky];
