# Kernel density estimation, with the bandwidth chosen by cross-validated log-likelihood.
import numpy as np
from sklearn.model_selection import GridSearchCV
from sklearn.neighbors import KernelDensity

rng = np.random.RandomState(0)
X = np.concatenate([rng.normal(0, 1, 300), rng.normal(5, 0.5, 100)])[:, None]

search = GridSearchCV(KernelDensity(kernel="gaussian"), {"bandwidth": np.logspace(-1, 1, 15)}, cv=5)
search.fit(X)
kde = search.best_estimator_
print(f"best bandwidth: {kde.bandwidth:.3f}")

# score_samples returns the log-density; exponentiate it for the density.
points = np.array([[0.0], [2.5], [5.0]])
print("density at 0, 2.5, 5:", np.exp(kde.score_samples(points)).round(3))
print("new samples:", kde.sample(3, random_state=0).ravel().round(2))
