# The LASSO with its penalty chosen by cross-validation: some coefficients become exactly zero.
from sklearn.datasets import load_diabetes
from sklearn.linear_model import LassoCV

data = load_diabetes()
lasso = LassoCV(cv=5, random_state=0).fit(data.data, data.target)
print(f"chosen alpha: {lasso.alpha_:.4f}")
kept = [name for name, coef in zip(data.feature_names, lasso.coef_) if coef != 0]
dropped = [name for name, coef in zip(data.feature_names, lasso.coef_) if coef == 0]
print("kept:", kept)
print("set to zero:", dropped)
