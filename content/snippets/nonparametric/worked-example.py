# The worked example: six labelled points and the query (3, 2).
import numpy as np
from sklearn.neighbors import KNeighborsClassifier, KNeighborsRegressor, RadiusNeighborsClassifier

X = np.array([[1, 2], [2, 4], [4, 3], [5, 1], [3, 0], [6, 4]], dtype=float)
labels = np.array(["A", "A", "B", "B", "A", "B"])
targets = np.array([3, 4, 5, 6, 2, 8], dtype=float)
query = [[3.0, 2.0]]

# Euclidean distance (the default metric, Minkowski with p = 2); odd k avoids two-class ties.
for k in (1, 3, 5):
    knn = KNeighborsClassifier(n_neighbors=k).fit(X, labels)
    p_A = knn.predict_proba(query)[0, list(knn.classes_).index("A")]
    print(f"k = {k}: predict {knn.predict(query)[0]}, p(A) = {p_A:.4f}")

for k in (3, 5):
    print(f"regression, k = {k}: {KNeighborsRegressor(n_neighbors=k).fit(X, targets).predict(query)[0]:.4f}")
# weights="distance" is w_i = 1/D; a function of the distances gives any other weighting.
inverse = KNeighborsRegressor(n_neighbors=3, weights="distance").fit(X, targets)
print(f"weighted 1/D, k = 3: {inverse.predict(query)[0]:.4f}")
inverse_square = KNeighborsRegressor(n_neighbors=3, weights=lambda d: 1 / d**2).fit(X, targets)
print(f"weighted 1/D^2, k = 3: {inverse_square.predict(query)[0]:.4f}")

# Every point within r = 2 votes (the boundary counts): points 3, 1 and 5.
radius = RadiusNeighborsClassifier(radius=2.0).fit(X, labels)
print(f"radius r = 2: predict {radius.predict(query)[0]}")
