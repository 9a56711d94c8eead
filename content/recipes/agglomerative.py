# Agglomerative (hierarchical) clustering: the linkage decides which clusters merge.
from sklearn.cluster import AgglomerativeClustering
from sklearn.datasets import make_moons
from sklearn.metrics import adjusted_rand_score

X, y = make_moons(n_samples=300, noise=0.05, random_state=0)
for linkage in ["ward", "complete", "average", "single"]:
    labels = AgglomerativeClustering(n_clusters=2, linkage=linkage).fit_predict(X)
    print(f"{linkage:8s} ARI with the true moons: {adjusted_rand_score(y, labels):.3f}")
# Single linkage follows chains of close points, which is what the moons are.
