# Choose the number of clusters for k-means with the mean silhouette score.
from sklearn.cluster import KMeans
from sklearn.datasets import make_blobs
from sklearn.metrics import silhouette_score

X, _ = make_blobs(n_samples=500, centers=5, cluster_std=1.0, random_state=7)
scores = {}
for k in range(2, 9):
    # Set n_init explicitly: scikit-learn 1.2 warns that its default will change.
    labels = KMeans(n_clusters=k, n_init=10, random_state=0).fit_predict(X)
    scores[k] = silhouette_score(X, labels)
    print(f"k = {k}: silhouette {scores[k]:.3f}")
print("best k:", max(scores, key=scores.get))
