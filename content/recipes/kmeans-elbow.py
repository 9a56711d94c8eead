# The elbow method: inertia (within-cluster sum of squares) for each k; look for where it stops falling fast.
from sklearn.cluster import KMeans
from sklearn.datasets import make_blobs

X, _ = make_blobs(n_samples=500, centers=4, cluster_std=1.0, random_state=1)
previous = None
print(" k    inertia  drop from k-1")
for k in range(1, 9):
    inertia = KMeans(n_clusters=k, n_init=10, random_state=0).fit(X).inertia_
    drop = "" if previous is None else f"{previous - inertia:12.1f}"
    print(f"{k:2d} {inertia:10.1f}  {drop}")
    previous = inertia
