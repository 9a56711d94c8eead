# Data sets that ship with scikit-learn (no download) and synthetic ones made with a seed.
from sklearn.datasets import load_iris, make_blobs, make_classification, make_moons, make_regression

iris = load_iris()  # a Bunch: data, target, feature_names, target_names, DESCR
print(iris.data.shape, list(iris.target_names))
print(iris.feature_names)
X, y = load_iris(return_X_y=True)  # just the arrays (as_frame=True gives pandas objects)
print("X:", X.shape, "y:", y.shape, "first row:", X[0])

# Synthetic data: choose the size, the difficulty and the seed.
X, y = make_classification(n_samples=200, n_features=5, n_informative=3, weights=[0.9], random_state=0)
print("make_classification:", X.shape, "class counts", [int((y == c).sum()) for c in (0, 1)])
X, y = make_blobs(n_samples=150, centers=3, cluster_std=1.0, random_state=0)
print("make_blobs:", X.shape, "clusters", sorted(set(y.tolist())))
X, y = make_moons(n_samples=100, noise=0.1, random_state=0)
print("make_moons:", X.shape)
X, y = make_regression(n_samples=50, n_features=2, noise=5.0, random_state=0)
print("make_regression:", X.shape, f"target mean {y.mean():.2f}")
