# Embed data in 2-D from its distances (MDS), or from distances along a neighbour graph (Isomap).
from scipy.stats import spearmanr
from sklearn.datasets import make_swiss_roll
from sklearn.decomposition import PCA
from sklearn.manifold import MDS, Isomap

X, t = make_swiss_roll(n_samples=800, noise=0.05, random_state=0)  # t: position along the roll

embeddings = {
    "PCA": PCA(n_components=2).fit_transform(X),
    "MDS": MDS(n_components=2, n_init=1, normalized_stress="auto", random_state=0).fit_transform(X),
    # n_neighbors sets the graph: too few disconnect it, too many short-circuit the roll.
    "Isomap": Isomap(n_neighbors=10, n_components=2).fit_transform(X),
}
# How well a coordinate follows the position along the roll (1: the sheet is unrolled).
for name, Z in embeddings.items():
    rho = max(abs(spearmanr(Z[:, 0], t)[0]), abs(spearmanr(Z[:, 1], t)[0]))
    print(f"{name:6s} |rank correlation with the roll position|: {rho:.3f}")
# MDS(dissimilarity="precomputed") embeds a distance matrix you computed yourself.
