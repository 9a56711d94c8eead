import { describe, expect, it } from 'vitest';
import { plainMath } from './plain-math';

describe('plainMath', () => {
  it.each([
    ['m', 'm'],
    ['k = 2', 'k = 2'],
    ['n - 1', 'n - 1'],
    ['\\mathbf{w}', 'w'],
    ['\\mathbf{x}_i', 'x_i'],
    ['y_i', 'y_i'],
    ['\\alpha', 'α'],
    ['\\sigma^2', 'σ²'],
    ['\\R^d', 'ℝ^d'],
    ['\\mathbf{x}_i \\in \\R^d', 'x_i ∈ ℝ^d'],
    ['\\mathbf{w}^\\top', 'wᵀ'],
    ['\\mathbf{X}^{\\top}', 'Xᵀ'],
    ['x_{ij}', 'x_ij'],
    ['\\lambda \\ge 0', 'λ ≥ 0'],
    ['0.5', '0.5'],
    ['a, b', 'a, b'],
    ['-1', '-1'],
    ['p(\\mathbf{x})', 'p(x)'],
    ['(1, 2)', '(1, 2)'],
    ['O(n^3)', 'O(n³)'],
    ['\\hat{h}', 'h\u0302'],
    ['\\boldsymbol{\\theta}', 'θ'],
    ['\\mathbf{X}^\\top\\mathbf{X}', 'XᵀX'],
    ['p(y \\mid \\mathbf{x})', 'p(y | x)'],
    ['\\ell_2', 'ℓ_2'],
    ['h^\\star', 'h*'],
    ['\\log_2 n', 'log_2 n'],
    ['\\lVert \\mathbf{w} \\rVert_2', '‖ w ‖_2'],
  ])('writes $%s$ as "%s"', (tex, plain) => {
    expect(plainMath(tex)).toBe(plain);
  });

  it.each([
    '\\frac{1}{2}',
    '\\sum_i \\alpha_i y_i = 0',
    '\\{(\\mathbf{x}_i, y_i)\\}_{i=1}^{n}',
    '\\tfrac12',
    '\\hat{xy}',
    '\\unknowncommand',
    '{k',
    '\\mathbf{x}_1, \\mathbf{x}_2, \\mathbf{x}_3, \\mathbf{x}_4, \\mathbf{x}_5, \\mathbf{x}_6, \\mathbf{x}_7, \\mathbf{x}_8',
  ])('leaves $%s$ out (too large or not understood)', (tex) => {
    expect(plainMath(tex)).toBeNull();
  });
});
