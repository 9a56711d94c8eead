# The six points of the Fisher example: three per class, the same spread around each mean.
import numpy as np
from sklearn.discriminant_analysis import LinearDiscriminantAnalysis

X = np.array([[-2, -2], [1, 2], [1, 0], [1, -1], [4, 3], [4, 1]], dtype=float)
y = np.array([0, 0, 0, 1, 1, 1])
m0, m1 = X[y == 0].mean(axis=0), X[y == 1].mean(axis=0)
S_W = sum((X[y == k] - X[y == k].mean(axis=0)).T @ (X[y == k] - X[y == k].mean(axis=0)) for k in (0, 1))

def fisher_J(w):
    return (w @ (m1 - m0)) ** 2 / (w @ S_W @ w)

w_star = np.linalg.solve(S_W, m1 - m0)
print("Fisher direction:", w_star / w_star[0] * 3)  # scaled to (3, -2)
print("projections:", X @ np.array([3, -2]))
print(f"J(w*) = {fisher_J(w_star):.4f}, J(mean difference) = {fisher_J(m1 - m0):.4f}, "
      f"J((1, 0)) = {fisher_J(np.array([1.0, 0.0])):.4f}")

# LDA with a rare class 1 (prior 1/4). The lsqr solver uses the prior-weighted maximum-likelihood
# covariance, S_W / n here, as the lecture does; coef_ is a multiple of the Fisher direction.
lda = LinearDiscriminantAnalysis(solver="lsqr", priors=[0.75, 0.25]).fit(X, y)
scale = lda.coef_[0, 0] / 3
print("LDA coef:", lda.coef_[0], "=", round(scale, 4), "* (3, -2)")
print(f"LDA rule: 3 x1 - 2 x2 > {-lda.intercept_[0] / scale:.4f}")
