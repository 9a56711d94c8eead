# Spectral clustering finds clusters that k-means cannot, such as two interleaved half-moons.
from sklearn.cluster import KMeans, SpectralClustering
from sklearn.datasets import make_moons
from sklearn.metrics import adjusted_rand_score

X, y = make_moons(n_samples=200, noise=0.05, random_state=0)

kmeans = KMeans(n_clusters=2, n_init=10, random_state=0).fit(X)
# affinity="nearest_neighbors" builds a k-NN similarity graph; "rbf" uses exp(-gamma * d^2).
spectral = SpectralClustering(n_clusters=2, affinity="nearest_neighbors", n_neighbors=15, random_state=0)
labels = spectral.fit_predict(X)

print(f"k-means agreement with the moons:  {adjusted_rand_score(y, kmeans.labels_):.3f}")
print(f"spectral agreement with the moons: {adjusted_rand_score(y, labels):.3f}")
print("cluster sizes:", [int((labels == c).sum()) for c in (0, 1)])
