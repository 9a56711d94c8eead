# Imbalanced classes: oversample the rare class in the training set only, with sklearn.utils.resample.
import numpy as np
from sklearn.datasets import make_classification
from sklearn.linear_model import LogisticRegression
from sklearn.metrics import recall_score
from sklearn.model_selection import train_test_split
from sklearn.utils import resample

X, y = make_classification(n_samples=3000, weights=[0.95], class_sep=0.8, random_state=0)
X_train, X_test, y_train, y_test = train_test_split(X, y, stratify=y, random_state=0)

# Draw rare-class rows with replacement until both classes are the same size; the test set stays as it is.
rare, common = X_train[y_train == 1], X_train[y_train == 0]
rare_up = resample(rare, replace=True, n_samples=len(common), random_state=0)
X_bal = np.vstack([common, rare_up])
y_bal = np.array([0] * len(common) + [1] * len(rare_up))
print("training counts before:", np.bincount(y_train), "after:", np.bincount(y_bal))

for name, (Xt, yt) in {"original": (X_train, y_train), "oversampled": (X_bal, y_bal)}.items():
    y_pred = LogisticRegression().fit(Xt, yt).predict(X_test)
    print(f"{name:11s} recall of the rare class on the test set: {recall_score(y_test, y_pred):.3f}")
