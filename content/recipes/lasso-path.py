# The LASSO path: which coefficients are non-zero as the penalty shrinks.
from sklearn.datasets import load_diabetes
from sklearn.linear_model import lasso_path

data = load_diabetes()
# lasso_path fits no intercept: centre the target (the features already are).
y = data.target - data.target.mean()
alphas, coefs, _ = lasso_path(data.data, y, n_alphas=8, eps=1e-3)
print("   alpha  non-zero  features")
for alpha, column in zip(alphas, coefs.T):
    # At the first alpha, where every weight is zero in exact arithmetic, rounding can leave one of
    # order 1e-16: count a weight as non-zero above a tolerance.
    names = [name for name, coef in zip(data.feature_names, column) if abs(coef) > 1e-10]
    print(f"{alpha:8.3f}  {len(names):8d}  {' '.join(names) or '(none)'}")
