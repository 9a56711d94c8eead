# The LASSO path: which coefficients are non-zero as the penalty shrinks.
from sklearn.datasets import load_diabetes
from sklearn.linear_model import lasso_path

data = load_diabetes()
# lasso_path fits no intercept: centre the target (the features already are).
y = data.target - data.target.mean()
alphas, coefs, _ = lasso_path(data.data, y, n_alphas=8, eps=1e-3)
print("   alpha  non-zero  features")
for alpha, column in zip(alphas, coefs.T):
    names = [name for name, coef in zip(data.feature_names, column) if coef != 0]
    print(f"{alpha:8.3f}  {len(names):8d}  {' '.join(names) or '(none)'}")
