# The small example by hand: lines through the origin, h(x) = w x, with squared loss.
import numpy as np
from sklearn.dummy import DummyRegressor
from sklearn.linear_model import LinearRegression
from sklearn.metrics import mean_squared_error

X_train, y_train = np.array([[1.0], [1.0], [2.0]]), np.array([1.0, 3.0, 4.0])
X_test, y_test = np.array([[3.0], [0.0]]), np.array([5.0, 1.0])

# fit_intercept=False keeps the hypothesis class to lines through the origin.
line = LinearRegression(fit_intercept=False).fit(X_train, y_train)
# The best constant under squared loss is the mean label.
constant = DummyRegressor(strategy="mean").fit(X_train, y_train)

print(f"w = {line.coef_[0]:.4f}, c = {constant.constant_[0, 0]:.4f}")
for name, model in (("line", line), ("constant", constant)):
    train = mean_squared_error(y_train, model.predict(X_train))
    test = mean_squared_error(y_test, model.predict(X_test))
    print(f"{name}: training error {train:.4f}, test error {test:.4f}")

# Refit with the test point (3, 5) added, as the practice question asks.
refit = LinearRegression(fit_intercept=False).fit(np.vstack([X_train, [[3.0]]]), np.append(y_train, 5.0))
print(f"refit with (3, 5): w = {refit.coef_[0]:.4f}")
