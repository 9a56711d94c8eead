# HistGradientBoosting: fast boosting on binned features, with built-in early stopping and missing values.
import numpy as np
from sklearn.datasets import make_classification
from sklearn.ensemble import HistGradientBoostingClassifier
from sklearn.model_selection import train_test_split

X, y = make_classification(n_samples=20_000, n_features=20, n_informative=8, random_state=0)
X[::10, 0] = np.nan  # NaN is allowed: each split learns which side missing values go to
X_train, X_test, y_train, y_test = train_test_split(X, y, random_state=0)

model = HistGradientBoostingClassifier(max_iter=500, early_stopping=True, validation_fraction=0.1,
                                       n_iter_no_change=10, random_state=0).fit(X_train, y_train)
print("boosting rounds run before stopping:", model.n_iter_)
print(f"test accuracy: {model.score(X_test, y_test):.3f}")
