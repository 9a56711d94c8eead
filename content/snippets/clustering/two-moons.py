# Connectivity against compactness: two interleaved half-moons, 300 points.
from sklearn.cluster import KMeans, SpectralClustering
from sklearn.datasets import make_moons
from sklearn.metrics import adjusted_rand_score, silhouette_score

X, moon = make_moons(n_samples=300, noise=0.05, random_state=1)

# k-means can only draw a straight boundary between its two centres.
kmeans = KMeans(n_clusters=2, n_init=10, random_state=0).fit(X)
# Spectral clustering on a 10-nearest-neighbour graph cuts the graph, not the plane.
spectral = SpectralClustering(n_clusters=2, affinity="nearest_neighbors", n_neighbors=10,
                              assign_labels="kmeans", random_state=0).fit(X)

for name, labels in (("k-means", kmeans.labels_), ("spectral", spectral.labels_), ("true moons", moon)):
    # The ARI needs the labels; the silhouette does not, and it prefers the compact wrong split.
    print(f"{name:10s}  ARI = {adjusted_rand_score(moon, labels):.2f}, "
          f"silhouette = {silhouette_score(X, labels):.2f}")
