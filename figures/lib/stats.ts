/** Small statistics helpers shared by the figure scripts. */
import { Matrix } from 'ml-matrix';

/** The 2 x 2 scatter matrix of 2-D points about `mean`: the sum of (x - mean)(x - mean)^T. */
export function scatterMatrix(points: number[][], mean: number[]): Matrix {
  const S = Matrix.zeros(2, 2);
  for (const p of points) {
    const d = [p[0] - mean[0], p[1] - mean[1]];
    for (let r = 0; r < 2; r++) for (let c = 0; c < 2; c++) S.set(r, c, S.get(r, c) + d[r] * d[c]);
  }
  return S;
}

/** The Euclidean distance between two points of any dimension. */
export const euclideanDistance = (a: readonly number[], b: readonly number[]): number => Math.sqrt(a.reduce((sum, value, j) => sum + (value - b[j]) ** 2, 0));
