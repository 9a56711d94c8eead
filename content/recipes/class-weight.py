# Imbalanced classes: weight the rare class more instead of resampling.
from sklearn.datasets import make_classification
from sklearn.linear_model import LogisticRegression
from sklearn.metrics import balanced_accuracy_score, recall_score
from sklearn.model_selection import train_test_split

X, y = make_classification(n_samples=3000, weights=[0.95], class_sep=0.8, random_state=0)
X_train, X_test, y_train, y_test = train_test_split(X, y, stratify=y, random_state=0)

# "balanced" weights each class by n_samples / (n_classes * its count).
for weight in [None, "balanced"]:
    y_pred = LogisticRegression(class_weight=weight).fit(X_train, y_train).predict(X_test)
    print(f"class_weight={weight!s:8s}  recall of the rare class {recall_score(y_test, y_pred):.3f}"
          f"  balanced accuracy {balanced_accuracy_score(y_test, y_pred):.3f}")
