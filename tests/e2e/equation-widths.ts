/**
 * How wide a lecture's display equations are beside the text column they sit in: the measurement
 * behind `npm run check:equations` and the browser test that holds its share of equations that
 * must scroll (issue 39: at most 10% at 390 px). It measures the page as it stands, every block
 * laid out (`content-visibility` off, every `<details>` open) and KaTeX's fonts loaded, since an
 * equation's width comes from its glyphs.
 */
import type { Page } from '@playwright/test';

/** The most display equations, as a share of all, that may need to scroll sideways on a phone. */
export const maxScrollingShare = 0.1;

/** Where an equation sits: the column's width differs inside a practice question or a folded answer. */
export type EquationPlace = 'text' | 'practice' | 'question bank' | 'details';

/** One display equation (`.equation-scroll`) as measured. */
export interface EquationWidth {
  /** Its LaTeX source (`data-latex`). */
  latex: string;
  place: EquationPlace;
  /** Width of the equation's content, px. */
  scrollWidth: number;
  /** Width of the box it has, px. */
  clientWidth: number;
}

/** Whether an equation is wider than its box, so the reader must scroll it. */
export const scrolls = (equation: EquationWidth) => equation.scrollWidth > equation.clientWidth;

/** Measures every display equation of `#lecture-body` in `page`, in page order. */
export async function measureEquationWidths(page: Page): Promise<EquationWidth[]> {
  return page.evaluate(async () => {
    const body = document.getElementById('lecture-body');
    if (!body) throw new Error('no #lecture-body on this page');
    const style = document.createElement('style');
    style.textContent = '#lecture-body, #lecture-body * { content-visibility: visible !important; }';
    document.head.append(style);
    for (const details of body.querySelectorAll('details')) details.open = true;
    // The fonts load when text first needs them; load every KaTeX face before measuring.
    await Promise.all([...document.fonts].filter((face) => face.family.replace(/"/g, '').startsWith('KaTeX')).map((face) => face.load()));
    await document.fonts.ready;
    return [...body.querySelectorAll<HTMLElement>('.equation-scroll')].map((scroll) => {
      const place = scroll.closest('.practice')
        ? 'practice'
        : scroll.closest('.question-entry')
          ? 'question bank'
          : scroll.closest('details')
            ? 'details'
            : 'text';
      return {
        latex: scroll.closest<HTMLElement>('.equation')?.dataset.latex ?? '',
        place,
        scrollWidth: scroll.scrollWidth,
        clientWidth: scroll.clientWidth,
      };
    });
  });
}
