# The support vectors of a fitted SVM: the training points on or inside the margin, which alone fix the boundary.
from sklearn.datasets import make_blobs
from sklearn.svm import SVC

X, y = make_blobs(n_samples=200, centers=2, cluster_std=1.5, random_state=3)
print("     C  support vectors (per class)  margin width 2/||w||")
for C in [0.01, 1, 100]:
    model = SVC(kernel="linear", C=C).fit(X, y)
    width = 2 / (model.coef_ ** 2).sum() ** 0.5
    print(f"{C:6g}  {len(model.support_):3d} {str(model.n_support_):>12s}  {width:22.3f}")
# support_ holds their row numbers, support_vectors_ the points, dual_coef_ their y_i * alpha_i.
print("first support vector:", model.support_vectors_[0].round(3), "row", model.support_[0])
