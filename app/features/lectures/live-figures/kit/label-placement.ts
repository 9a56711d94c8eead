/**
 * Where to put a label beside a mark so that it does not sit on a line of the drawing (a decision
 * boundary, a contour): the first of a few places around the mark whose box stays inside the plot
 * and clear of every segment, or, when none is clear, the one that touches the fewest.
 */

/** A box in drawing units: x0 < x1, y0 < y1 (y grows downwards, as in SVG). */
export interface LabelBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export type Segment = readonly [readonly [number, number], readonly [number, number]];

/** A place for a label: its box, and how to draw its text there (start or end anchored at x, baseline y). */
export interface LabelPlace {
  box: LabelBox;
  x: number;
  y: number;
  anchor: 'start' | 'end';
}

/**
 * The places tried around a mark at (x, y), nearest first: beside it above, then below, then a line
 * further up and down; right before left at each height. `gap` is the space between the mark and the
 * label; `ascent` and `descent` the text's extent above and below its baseline.
 */
export function placesAround(x: number, y: number, width: number, { gap, ascent, descent }: { gap: number; ascent: number; descent: number }): LabelPlace[] {
  const lineHeight = ascent + descent;
  const baselines = [y - gap + 2, y + gap + ascent, y - gap + 2 - lineHeight - 4, y + gap + ascent + lineHeight + 4];
  return baselines.flatMap((baseline) => [
    { box: { x0: x + gap, x1: x + gap + width, y0: baseline - ascent, y1: baseline + descent }, x: x + gap, y: baseline, anchor: 'start' as const },
    { box: { x0: x - gap - width, x1: x - gap, y0: baseline - ascent, y1: baseline + descent }, x: x - gap, y: baseline, anchor: 'end' as const },
  ]);
}

/** Whether a segment meets a box (Liang–Barsky clipping of the segment against the box). */
export function segmentMeetsBox([[ax, ay], [bx, by]]: Segment, { x0, y0, x1, y1 }: LabelBox): boolean {
  let enter = 0;
  let leave = 1;
  const [dx, dy] = [bx - ax, by - ay];
  for (const [p, q] of [
    [-dx, ax - x0],
    [dx, x1 - ax],
    [-dy, ay - y0],
    [dy, y1 - ay],
  ]) {
    if (p === 0) {
      if (q < 0) return false;
    } else {
      const t = q / p;
      if (p < 0) enter = Math.max(enter, t);
      else leave = Math.min(leave, t);
      if (enter > leave) return false;
    }
  }
  return true;
}

const inside = (box: LabelBox, bounds: LabelBox) => box.x0 >= bounds.x0 && box.x1 <= bounds.x1 && box.y0 >= bounds.y0 && box.y1 <= bounds.y1;

/**
 * The first place inside `bounds` that no segment meets (with `margin` of clear space around the
 * text); if every place inside is crossed, the least crossed; if none fits inside, the first.
 */
export function placeLabel(places: readonly LabelPlace[], bounds: LabelBox, segments: readonly Segment[], margin = 3): LabelPlace {
  let best: { place: LabelPlace; crossings: number } | undefined;
  for (const place of places) {
    if (!inside(place.box, bounds)) continue;
    const padded = { x0: place.box.x0 - margin, y0: place.box.y0 - margin, x1: place.box.x1 + margin, y1: place.box.y1 + margin };
    let crossings = 0;
    for (const segment of segments) if (segmentMeetsBox(segment, padded)) crossings++;
    if (crossings === 0) return place;
    if (!best || crossings < best.crossings) best = { place, crossings };
  }
  return best?.place ?? places[0];
}
