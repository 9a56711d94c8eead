# Bagging: train the same model on bootstrap samples and vote; it lowers the variance of deep trees.
from sklearn.datasets import load_breast_cancer
from sklearn.ensemble import BaggingClassifier
from sklearn.model_selection import cross_val_score
from sklearn.tree import DecisionTreeClassifier

X, y = load_breast_cancer(return_X_y=True)
tree = DecisionTreeClassifier(random_state=0)
bagged = BaggingClassifier(estimator=tree, n_estimators=50, oob_score=True, random_state=0)

for name, model in [("one tree", tree), ("bagged trees", bagged)]:
    scores = cross_val_score(model, X, y, cv=5)
    print(f"{name:12s} CV accuracy {scores.mean():.3f} ± {scores.std():.3f}")

bagged.fit(X, y)
# Each tree leaves out about 37% of the samples; they score it (out-of-bag).
print(f"out-of-bag accuracy: {bagged.oob_score_:.3f}")
# max_samples and max_features (below 1.0) subsample rows and columns for each model.
