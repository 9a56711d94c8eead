# Kernel PCA: principal components in the feature space of a kernel, which can unfold classes PCA cannot.
from sklearn.datasets import make_circles
from sklearn.decomposition import PCA, KernelPCA
from sklearn.linear_model import LogisticRegression
from sklearn.model_selection import cross_val_score
from sklearn.pipeline import make_pipeline

# Two rings, one inside the other: no straight line separates them.
X, y = make_circles(n_samples=400, factor=0.3, noise=0.05, random_state=0)
reducers = {"PCA": PCA(n_components=1)}
for gamma in [0.5, 2, 10]:
    reducers[f"KernelPCA rbf, gamma={gamma}"] = KernelPCA(n_components=1, kernel="rbf", gamma=gamma)
for name, reducer in reducers.items():
    # Keep one component, then fit a linear classifier on it: does that component separate the rings?
    model = make_pipeline(reducer, LogisticRegression())
    print(f"{name:26s} accuracy on the first component: {cross_val_score(model, X, y, cv=5).mean():.3f}")
