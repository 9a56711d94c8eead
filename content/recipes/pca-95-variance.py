# Keep just enough principal components to explain 95% of the variance.
from sklearn.datasets import load_digits
from sklearn.decomposition import PCA

X, _ = load_digits(return_X_y=True)
# A float between 0 and 1 for n_components means "this share of the variance".
pca = PCA(n_components=0.95, svd_solver="full").fit(X)
print("features:", X.shape[1], "-> components kept:", pca.n_components_)
print(f"variance explained: {pca.explained_variance_ratio_.sum():.4f}")
Z = pca.transform(X)
error = ((X - pca.inverse_transform(Z)) ** 2).mean()
print("reduced shape:", Z.shape, f" mean squared reconstruction error: {error:.3f}")
