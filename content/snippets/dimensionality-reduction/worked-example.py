# The worked example: PCA of the four points (5, 3), (1, -1), (4, 0), (2, 2).
import numpy as np
from sklearn.decomposition import PCA

X = np.array([[5.0, 3.0], [1.0, -1.0], [4.0, 0.0], [2.0, 2.0]])
pca = PCA(n_components=2).fit(X)  # PCA centres the data itself
n = len(X)
print("mean:", pca.mean_)
print("v1 =", np.round(pca.components_[0], 4), " singular values:", pca.singular_values_)
# explained_variance_ divides by n - 1; the lecture's variances nu_j divide by n.
print("nu =", pca.singular_values_**2 / n, " explained variance ratio:", pca.explained_variance_ratio_)

# Keep one component: the scores and the reconstructions x_bar + v1 z_i.
pca1 = PCA(n_components=1).fit(X)
z = pca1.transform(X)
print("scores z1:", np.round(z.ravel(), 4) + 0.0)  # + 0.0 turns -0 into 0
X_hat = pca1.inverse_transform(z)
print("reconstructions:", np.round(X_hat, 4).tolist())
# Eckart-Young: the total squared error is the discarded energy sigma_2^2.
print(f"total squared error = {np.sum((X - X_hat) ** 2):.4f}")
