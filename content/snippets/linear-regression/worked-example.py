# The worked example's three points (x, y): (0, 1), (1, 3), (2, 4).
import numpy as np
from sklearn.linear_model import Lasso, LinearRegression, Ridge
from sklearn.metrics import mean_squared_error

X = np.array([[0.0], [1.0], [2.0]])
y = np.array([1.0, 3.0, 4.0])

ols = LinearRegression().fit(X, y)
print(f"intercept b = {ols.intercept_:.4f}")  # 7/6
print(f"slope w = {ols.coef_[0]:.4f}")  # 3/2
print(f"training error J = {mean_squared_error(y, ols.predict(X)):.4f}")  # 1/18

# Ridge's alpha is the lecture's lambda: it minimises the squared error plus alpha * w^2,
# and like the lecture it leaves the intercept unpenalised.
ridge = Ridge(alpha=2.0).fit(X, y)
print(f"ridge, lambda = 2: w = {ridge.coef_[0]:.4f}")  # 3 / (2 + 2)

# Lasso divides the squared error by 2n, the lecture by 2: alpha = lambda / n.
n = len(y)
for lam in (2.0, 3.0):
    lasso = Lasso(alpha=lam / n).fit(X, y)
    print(f"LASSO, lambda = {lam:g}: w = {lasso.coef_[0]:.4f}")  # S(3, lambda) / 2
