import { describe, expect, it } from 'vitest';
import { placeLabel, placesAround, segmentMeetsBox, type Segment } from '~/features/lectures/live-figures/kit/label-placement';

const box = { x0: 0, y0: 0, x1: 10, y1: 10 };
const text = { gap: 10, ascent: 12, descent: 4 };

describe('placing a label beside a mark', () => {
  it('knows when a segment meets a box: through it, ending in it, beside it, along an edge', () => {
    expect(
      segmentMeetsBox(
        [
          [-5, 5],
          [15, 5],
        ],
        box,
      ),
    ).toBe(true);
    expect(
      segmentMeetsBox(
        [
          [5, 5],
          [20, 20],
        ],
        box,
      ),
    ).toBe(true);
    expect(
      segmentMeetsBox(
        [
          [11, 0],
          [11, 10],
        ],
        box,
      ),
    ).toBe(false);
    expect(
      segmentMeetsBox(
        [
          [-5, 9],
          [9, -5],
        ],
        box,
      ),
    ).toBe(true);
    expect(
      segmentMeetsBox(
        [
          [-5, 4],
          [4, -5],
        ],
        box,
      ),
    ).toBe(false);
  });

  it('takes the first place when it is clear, and the next clear one when a line runs through it', () => {
    const places = placesAround(100, 100, 60, text);
    const bounds = { x0: 0, y0: 0, x1: 300, y1: 300 };
    expect(placeLabel(places, bounds, [])).toBe(places[0]);
    const throughFirst: Segment = [
      [places[0].box.x0 - 5, places[0].box.y0 - 5],
      [places[0].box.x1 + 5, places[0].box.y1 + 5],
    ];
    const chosen = placeLabel(places, bounds, [throughFirst]);
    expect(chosen).not.toBe(places[0]);
    expect(segmentMeetsBox(throughFirst, chosen.box)).toBe(false);
  });

  it('stays inside the plot: a mark near the right edge gets its label on the left', () => {
    const places = placesAround(280, 100, 60, text);
    expect(placeLabel(places, { x0: 0, y0: 0, x1: 300, y1: 300 }, []).anchor).toBe('end');
  });

  it('when every place is crossed, takes the least crossed', () => {
    const places = placesAround(100, 100, 60, text);
    const bounds = { x0: 0, y0: 0, x1: 300, y1: 300 };
    // Two horizontal lines through each row of places (right and left share a row), one through the last row.
    const rows = [...new Set(places.map((place) => place.box.y0))];
    const line = (y0: number, dy: number): Segment => [
      [0, y0 + dy],
      [300, y0 + dy],
    ];
    const segments = rows.flatMap((y0, index) => (index === rows.length - 1 ? [line(y0, 5)] : [line(y0, 5), line(y0, 10)]));
    const chosen = placeLabel(places, bounds, segments);
    expect(chosen.box.y0).toBe(rows[rows.length - 1]);
    expect(chosen.anchor).toBe('start');
  });
});
