# Multi-class with binary classifiers: one-vs-rest fits one classifier per class.
from sklearn.datasets import load_iris
from sklearn.model_selection import cross_val_score
from sklearn.multiclass import OneVsOneClassifier, OneVsRestClassifier
from sklearn.svm import LinearSVC

X, y = load_iris(return_X_y=True)
ovr = OneVsRestClassifier(LinearSVC(dual=False, random_state=0)).fit(X, y)
print("one-vs-rest classifiers:", len(ovr.estimators_))
print("scores of the first flower, one per class:", ovr.decision_function(X[:1]).round(2))
ovo = OneVsOneClassifier(LinearSVC(dual=False, random_state=0))
print(f"CV accuracy: one-vs-rest {cross_val_score(ovr, X, y, cv=5).mean():.3f}, one-vs-one {cross_val_score(ovo, X, y, cv=5).mean():.3f}")
