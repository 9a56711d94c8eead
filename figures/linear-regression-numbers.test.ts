/**
 * The numbers the linear-regression lecture states in its prose that no figure prints and no practice
 * answer computes, recomputed here from the lecture's own small examples so that the text cannot
 * drift from the mathematics.
 */
import { Matrix, solve } from 'ml-matrix';
import { describe, expect, it } from 'vitest';

describe('the ridge section', () => {
  it('has a coefficient that changes sign: XᵀX = [[1, 0.9], [0.9, 1]], least squares (3, −1), ridge (0.84, 0.47) at λ = 1', () => {
    const gram = new Matrix([
      [1, 0.9],
      [0.9, 1],
    ]);
    const leastSquares = Matrix.columnVector([3, -1]);
    // The normal equations fix Xᵀy = XᵀX ŵ, which is all ridge needs: (XᵀX + λI) w = Xᵀy.
    const moment = gram.mmul(leastSquares);
    const ridge = solve(gram.clone().add(Matrix.eye(2)), moment).getColumn(0);
    expect(ridge[0]).toBeCloseTo(0.84, 2);
    expect(ridge[1]).toBeCloseTo(0.47, 2);
    // The length still shrinks, as the text says it always does.
    expect(Math.hypot(...ridge)).toBeLessThan(Math.hypot(3, -1));
  });
});
