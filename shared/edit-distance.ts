/**
 * How many single-letter edits turn one short word into another, for typo correction (the tutor's
 * retriever and the search share it). Stops early: past `limit` it answers `limit + 1`.
 */

/**
 * The edit distance of `a` and `b`, or `limit + 1` once it exceeds `limit`. With `transpositions`,
 * swapping two neighbouring letters counts as one edit (optimal string alignment), otherwise two.
 */
export function editDistance(a: string, b: string, limit: number, { transpositions = false } = {}): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previousRow: number[] = [];
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const rowBeforePrevious = previousRow;
    previousRow = row;
    row = [i];
    let smallest = i;
    for (let j = 1; j <= b.length; j++) {
      let value = Math.min(previousRow[j] + 1, row[j - 1] + 1, previousRow[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (transpositions && i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, rowBeforePrevious[j - 2] + 1);
      row[j] = value;
      smallest = Math.min(smallest, value);
    }
    if (smallest > limit) return limit + 1;
  }
  return row[b.length];
}
