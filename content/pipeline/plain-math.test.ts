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
    ['\\frac{1}{2}', '1/2'],
    ['\\tfrac12', '1/2'],
    ['\\frac{n}{2\\sigma^4}', 'n/(2σ⁴)'],
    ['\\sqrt{2\\pi\\sigma^2}', '√(2πσ²)'],
    ['10^{-8}', '10⁻⁸'],
    ['W^{(l)}', 'W^(l)'],
    ['\\sum_i \\alpha_i y_i = 0', 'Σ_i α_i y_i = 0'],
    ['\\{(\\mathbf{x}_i, y_i)\\}_{i=1}^{n}', '{(x_i, y_i)}_(i=1)^n'],
    ['\\nabla J(\\mathbf{w}^\\star) = \\mathbf{0}', '∇ J(w*) = 0'],
    ['\\hat{\\mathbf{w}} = \\left(\\mathbf{X}^\\top \\mathbf{X}\\right)^{-1} \\mathbf{X}^\\top \\mathbf{y}.', 'w\u0302 = (Xᵀ X)⁻¹ Xᵀ y.'],
    ['\\norm{\\mathbf{w}}_2^2', '‖w‖_2²'],
    ['\\E_{\\mathcal{D}}[\\hat{h}_{\\mathcal{D}}(\\mathbf{x})]', '𝔼_D[h\u0302_D(x)]'],
    ['n_{\\text{in}}\\Var(w)', 'n_in Var(w)'],
    ['\\argmin_{h \\in \\mathcal{H}} \\hat{R}_n(h)', 'argmin_(h ∈ H) R̂_n(h)'],
    ['\\underbrace{\\sigma^2}_{\\text{noise}} + b', 'σ² + b'],
    ['\\mathbf{x}_1, \\mathbf{x}_2, \\mathbf{x}_3, \\mathbf{x}_4, \\mathbf{x}_5, \\mathbf{x}_6', 'x_1, x_2, x_3, x_4, x_5, x_6'],
  ])('reads the larger formula $%s$ as "%s"', (tex, plain) => {
    expect(plainMath(tex)).toBe(plain);
  });

  it.each([
    ['\\begin{aligned} a &= b \\\\ c &= d \\end{aligned}', 'a = b; c = d'],
    ['\\begin{aligned} a &= b, \\\\ c &= d. \\end{aligned}', 'a = b, c = d.'],
    ['\\frac{1}{6}\\begin{bmatrix} 5 & -3 \\\\ -3 & 3 \\end{bmatrix}', '1/6 [5, -3; -3, 3]'],
    ['\\begin{cases} 1 & \\text{if } z > 0 \\\\ 0 & \\text{otherwise} \\end{cases}', '{ 1 if z > 0; 0 otherwise'],
  ])('reads an environment a row at a time: $%s$ as "%s"', (tex, plain) => {
    expect(plainMath(tex)).toBe(plain);
  });

  it.each(['\\unknowncommand', '{k', '\\begin{tabular} a \\end{tabular}', '\\constructor'])('has no reading of $%s$ (not understood)', (tex) => {
    expect(plainMath(tex)).toBeNull();
  });
});
