# Choose the number of components of a Gaussian mixture with the BIC (lower is better).
from sklearn.datasets import make_blobs
from sklearn.mixture import GaussianMixture

X, _ = make_blobs(n_samples=600, centers=3, cluster_std=[1.0, 2.0, 0.5], random_state=2)
bic = {}
for k in range(1, 7):
    gmm = GaussianMixture(n_components=k, covariance_type="full", random_state=0).fit(X)
    bic[k] = gmm.bic(X)
    print(f"{k} components: BIC {bic[k]:8.1f}")
best = min(bic, key=bic.get)
gmm = GaussianMixture(n_components=best, random_state=0).fit(X)
print("best:", best, " weights:", gmm.weights_.round(3))
print("soft assignment of the first point:", gmm.predict_proba(X[:1]).round(3))
