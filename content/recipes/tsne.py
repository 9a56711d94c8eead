# t-SNE: a 2-D map of high-dimensional data for looking at, not for features.
from sklearn.datasets import load_digits
from sklearn.manifold import TSNE
from sklearn.metrics import silhouette_score

X, y = load_digits(return_X_y=True)
X, y = X[:300], y[:300]  # t-SNE is slow on large sets: 300 digits keep this to seconds
embedding = TSNE(n_components=2, perplexity=30, init="pca", learning_rate="auto", random_state=0).fit_transform(X)
print("embedding shape:", embedding.shape)
# How well the true digits separate: in the 64 pixels and in the 2-D map.
print(f"silhouette of the digit labels: pixels {silhouette_score(X, y):.3f}, t-SNE map {silhouette_score(embedding, y):.3f}")
