# A random forest, and its out-of-bag score: a validation estimate with no held-out set.
from sklearn.datasets import load_breast_cancer
from sklearn.ensemble import RandomForestClassifier
from sklearn.model_selection import cross_val_score

X, y = load_breast_cancer(return_X_y=True)
# Each tree is fit on a bootstrap sample; the rows it never saw (out of bag) score it.
forest = RandomForestClassifier(n_estimators=200, oob_score=True, random_state=0).fit(X, y)
print(f"OOB accuracy: {forest.oob_score_:.3f}")
print(f"5-fold CV accuracy: {cross_val_score(RandomForestClassifier(n_estimators=200, random_state=0), X, y, cv=5).mean():.3f}")
