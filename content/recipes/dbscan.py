# DBSCAN: clusters of any shape from density, with noise points labelled -1.
import numpy as np
from sklearn.cluster import DBSCAN, KMeans
from sklearn.datasets import make_moons
from sklearn.metrics import adjusted_rand_score
from sklearn.preprocessing import StandardScaler

X, y = make_moons(n_samples=300, noise=0.06, random_state=0)
X = StandardScaler().fit_transform(X)
# eps: the neighbourhood radius; min_samples: how many points make a dense core.
labels = DBSCAN(eps=0.3, min_samples=5).fit_predict(X)
print("clusters found:", len(set(labels) - {-1}), " noise points:", int(np.sum(labels == -1)))
print(f"agreement with the true moons (ARI): DBSCAN {adjusted_rand_score(y, labels):.3f}, "
      f"k-means {adjusted_rand_score(y, KMeans(n_clusters=2, n_init=10, random_state=0).fit_predict(X)):.3f}")
