# Fit a curve with a linear model: add polynomial features, then regress.
import numpy as np
from sklearn.linear_model import LinearRegression
from sklearn.pipeline import make_pipeline
from sklearn.preprocessing import PolynomialFeatures

print(PolynomialFeatures(degree=2).fit([[2, 3]]).get_feature_names_out(["a", "b"]))

rng = np.random.RandomState(0)
x = rng.uniform(-3, 3, size=(40, 1))
y = 0.5 * x[:, 0] ** 2 - x[:, 0] + rng.normal(scale=0.3, size=40)
for degree in [1, 2]:
    model = make_pipeline(PolynomialFeatures(degree), LinearRegression()).fit(x, y)
    print(f"degree {degree}: R^2 = {model.score(x, y):.3f}")
print("degree 2 coefficients (1, x, x^2):", model[-1].coef_.round(2), "intercept", model[-1].intercept_.round(2))
