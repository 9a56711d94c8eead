# The run by hand: five points on a line, K = 2, Lloyd's algorithm from the centres 1 and 2.
import numpy as np
from sklearn.cluster import KMeans
from sklearn.metrics import adjusted_rand_score, rand_score, silhouette_samples

X = np.array([[1.0], [2.0], [3.0], [8.0], [9.0]])
# An explicit init array and n_init=1 run plain Lloyd from the lecture's start, with no restarts.
km = KMeans(n_clusters=2, init=np.array([[1.0], [2.0]]), n_init=1, algorithm="lloyd").fit(X)
mu1, mu2 = km.cluster_centers_.ravel()
print(f"centres {mu1:g} and {mu2:g}, J = {km.inertia_:g}, labels {km.labels_}")

# T = J + S_between: the total sum of squares does not depend on the partition.
T = np.sum((X - X.mean()) ** 2)
print(f"T = {T:.1f}, S_between = T - J = {T - km.inertia_:.1f}")

# The silhouette of the point 3 in {1, 2, 3} against {8, 9}.
print(f"silhouette of the point 3 = {silhouette_samples(X, km.labels_)[2]:.3f}")

# The six labelled points: cluster numbers are arbitrary, so both scores count pairs.
y = [1, 1, 1, 2, 2, 2]
c = [1, 1, 2, 2, 2, 2]
print(f"Rand index = {rand_score(y, c):.2f}, ARI = {adjusted_rand_score(y, c):.2f}")
print(f"three clusters (1, 1, 2, 2, 3, 3): ARI = {adjusted_rand_score(y, [1, 1, 2, 2, 3, 3]):.3f}")
