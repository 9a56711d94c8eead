# The perceptron: a linear classifier updated only on its mistakes; it ends with none only when the classes are separable.
from sklearn.datasets import make_blobs, make_classification
from sklearn.linear_model import Perceptron

X_sep, y_sep = make_blobs(n_samples=200, centers=2, cluster_std=0.6, random_state=0)
X_mix, y_mix = make_classification(n_samples=200, n_features=2, n_redundant=0, flip_y=0.1, random_state=0)
for name, X, y in [("separable", X_sep, y_sep), ("overlapping", X_mix, y_mix)]:
    # tol=None: run all 100 epochs instead of stopping when the loss stalls.
    model = Perceptron(max_iter=100, tol=None, random_state=0).fit(X, y)
    print(f"{name:11s} training accuracy after 100 epochs: {model.score(X, y):.3f}")
    print(f"{'':11s} weights w {model.coef_.ravel().round(2)}, bias b {model.intercept_.round(2)}")
