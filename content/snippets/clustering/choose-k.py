# Everyday use: k-means++ with restarts, and k chosen by the elbow and the silhouette.
from sklearn.cluster import KMeans
from sklearn.datasets import make_blobs
from sklearn.metrics import silhouette_score
from sklearn.preprocessing import StandardScaler

# Four blobs; a fixed seed so the output is the same every run.
X, _ = make_blobs(n_samples=400, centers=4, cluster_std=1.0, random_state=0)
# Euclidean distance lets the feature in the largest units dominate, so standardise first.
X = StandardScaler().fit_transform(X)

print(" k   best WCSS  mean silhouette")
scores = {}
for k in range(2, 8):
    # n_init=10 k-means++ seedings; the run with the lowest WCSS (inertia_) is kept.
    km = KMeans(n_clusters=k, init="k-means++", n_init=10, random_state=0).fit(X)
    scores[k] = silhouette_score(X, km.labels_)
    print(f"{k:2d}  {km.inertia_:10.1f}  {scores[k]:15.3f}")
# WCSS always falls with k; the silhouette peaks, here where the elbow is.
print("k with the highest silhouette:", max(scores, key=scores.get))
