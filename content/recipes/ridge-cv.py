# Ridge regression with the penalty chosen by cross-validation (RidgeCV).
import numpy as np
from sklearn.datasets import load_diabetes
from sklearn.linear_model import LinearRegression, RidgeCV
from sklearn.model_selection import cross_val_score

X, y = load_diabetes(return_X_y=True)
# scikit-learn calls the penalty alpha. Without cv=, RidgeCV uses efficient leave-one-out.
ridge = RidgeCV(alphas=np.logspace(-3, 3, 13)).fit(X, y)
print(f"chosen alpha: {ridge.alpha_:.4f}")
print(f"norm of the coefficients: ridge {np.linalg.norm(ridge.coef_):.1f}, "
      f"least squares {np.linalg.norm(LinearRegression().fit(X, y).coef_):.1f}")
print(f"5-fold R^2: ridge {cross_val_score(RidgeCV(alphas=np.logspace(-3, 3, 13)), X, y, cv=5).mean():.3f}, "
      f"least squares {cross_val_score(LinearRegression(), X, y, cv=5).mean():.3f}")
