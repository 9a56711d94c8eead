# The density figure: a Gaussian kernel density estimate of the Iris petals, without the labels.
import numpy as np
from sklearn.datasets import load_iris
from sklearn.model_selection import GridSearchCV, KFold
from sklearn.neighbors import KernelDensity

X = load_iris().data[:, 2:]  # petal length and width (cm); the species are not used
n = len(X)
# Half of Scott's rule, one width per axis: Scott's rule assumes one bump and oversmooths two.
h = 0.5 * n ** (-1 / 6) * X.std(axis=0, ddof=1)
print(f"kernel widths: length {h[0]:.2f} cm, width {h[1]:.2f} cm")

# KernelDensity takes one bandwidth, so measure each axis in units of its own width.
Z = X / h
kde = KernelDensity(kernel="gaussian", bandwidth=1.0).fit(Z)
# Leave-one-out: remove each flower's own bump, K(0) = 1 / (2 pi), so it cannot prop itself up.
loo = (n * np.exp(kde.score_samples(Z)) - 1 / (2 * np.pi)) / (n - 1)
print("lowest leave-one-out density:", [tuple(X[i]) for i in np.argsort(loo)[:5]])

# Everyday use: choose the width by the log-likelihood of held-out folds (KernelDensity.score),
# with shuffled folds because the rows are sorted by species. The petals are measured to 0.1 cm,
# so many held-out flowers sit exactly on training ones, which favours narrow bumps.
Z = X / X.std(axis=0, ddof=1)
folds = KFold(n_splits=5, shuffle=True, random_state=0)
search = GridSearchCV(KernelDensity(), {"bandwidth": np.logspace(-1.5, 0, 16)}, cv=folds).fit(Z)
print(f"cross-validated bandwidth: {search.best_params_['bandwidth']:.3f} standard deviations"
      f" (half of Scott's rule: {0.5 * n ** (-1 / 6):.3f})")
