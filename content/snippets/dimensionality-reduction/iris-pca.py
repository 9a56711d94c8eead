# PCA on Iris: the four measurements in cm, centred, not scaled (they share a unit).
import numpy as np
from sklearn.datasets import load_iris
from sklearn.decomposition import PCA
from sklearn.preprocessing import StandardScaler

X = load_iris().data
pca = PCA().fit(X)
print("singular values:", np.round(pca.singular_values_, 2))
print("explained variance (%):", np.round(100 * pca.explained_variance_ratio_, 1))
# A component's sign is arbitrary; make the petal-length loading positive, as the figure does.
v = pca.components_ * np.sign(pca.components_[:, [2]])
print("v1 =", np.round(v[0], 2), " v2 =", np.round(v[1], 2))

# Divided by their standard deviations, the small sepal width weighs as much as petal length.
Z = StandardScaler().fit_transform(X)
print("standardised, cumulative (%):", np.round(100 * np.cumsum(PCA().fit(Z).explained_variance_ratio_), 1))
# A fraction as n_components keeps the smallest d′ whose components explain at least that much.
for fraction in (0.8, 0.9):
    d_raw, d_std = PCA(n_components=fraction).fit(X).n_components_, PCA(n_components=fraction).fit(Z).n_components_
    print(f"{fraction:.0%} of the variance: d′ = {d_raw} unscaled, d′ = {d_std} standardised")
