# A linear SVM on many samples: LinearSVC scales better than SVC(kernel="linear").
from sklearn.datasets import make_classification
from sklearn.model_selection import cross_val_score
from sklearn.pipeline import make_pipeline
from sklearn.preprocessing import StandardScaler
from sklearn.svm import LinearSVC

X, y = make_classification(n_samples=5000, n_features=20, n_informative=5, random_state=0)
for C in [0.0001, 0.001, 0.01, 1]:
    # dual=False suits n_samples > n_features and converges without a warning.
    model = make_pipeline(StandardScaler(), LinearSVC(C=C, dual=False))
    print(f"C={C:<6g} CV accuracy {cross_val_score(model, X, y, cv=5).mean():.3f}")
