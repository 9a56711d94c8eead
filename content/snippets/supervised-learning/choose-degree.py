# The 15 training points of the train/test error figure: y = sin(2 pi x) + noise, sd 0.25.
import numpy as np
from sklearn.linear_model import LinearRegression
from sklearn.model_selection import LeaveOneOut, cross_val_score
from sklearn.pipeline import make_pipeline
from sklearn.preprocessing import PolynomialFeatures

x = np.array([0.0117, 0.062, 0.9769, 0.699, 0.5214, 0.4055, 0.4662, 0.2399,
              0.5533, 0.7298, 0.2578, 0.1559, 0.7641, 0.5184, 0.1971])
y = np.array([0.0092, 0.2908, -0.1339, -0.7628, -0.0558, 0.3614, 0.5885, 0.4768,
              -0.477, -1.4535, 1.2629, 0.8629, -1.2056, -0.0724, 0.6548])
X = (2 * x - 1).reshape(-1, 1)  # rescaled to [-1, 1], as the figure does, for conditioning

# With 15 points, leave-one-out (k = n folds) wastes the least data and has no random split.
print("degree  training MSE  leave-one-out MSE")
cv_errors = {}
for degree in range(8):
    model = make_pipeline(PolynomialFeatures(degree), LinearRegression())
    train = np.mean((model.fit(X, y).predict(X) - y) ** 2)
    cv_errors[degree] = -cross_val_score(model, X, y, cv=LeaveOneOut(), scoring="neg_mean_squared_error").mean()
    print(f"{degree:6d}  {train:12.3f}  {cv_errors[degree]:17.3f}")
# The degree with the lowest cross-validated error, chosen without the test set.
print("chosen degree:", min(cv_errors, key=cv_errors.get))
