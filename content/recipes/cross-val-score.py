# Estimate accuracy with 5-fold cross-validation instead of a single split.
from sklearn.datasets import load_iris
from sklearn.linear_model import LogisticRegression
from sklearn.model_selection import cross_val_score

X, y = load_iris(return_X_y=True)
model = LogisticRegression(max_iter=1000)

# For a classifier, cv=5 means StratifiedKFold with 5 folds.
scores = cross_val_score(model, X, y, cv=5, scoring="accuracy")
print("fold accuracies:", scores.round(3))
print(f"mean {scores.mean():.3f}, std {scores.std():.3f}")
