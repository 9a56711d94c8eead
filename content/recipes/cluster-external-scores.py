# Score a clustering against known labels: cluster numbers are arbitrary, so compare the groupings, not the numbers.
from sklearn.cluster import KMeans
from sklearn.datasets import load_iris
from sklearn.metrics import accuracy_score, adjusted_rand_score, normalized_mutual_info_score

X, y = load_iris(return_X_y=True)
labels = KMeans(n_clusters=3, n_init=10, random_state=0).fit_predict(X)
print(f"adjusted Rand index:           {adjusted_rand_score(y, labels):.3f}")
print(f"normalised mutual information: {normalized_mutual_info_score(y, labels):.3f}")
print(f"accuracy of raw cluster ids:   {accuracy_score(y, labels):.3f}  (meaningless: cluster 0 need not be class 0)")
# The same grouping with the clusters renumbered: the indices do not move.
renamed = (labels + 1) % 3
print(f"after renumbering: ARI {adjusted_rand_score(y, renamed):.3f}, accuracy {accuracy_score(y, renamed):.3f}")
