# Hold out a test set whose class proportions match the whole data set.
import numpy as np
from sklearn.datasets import load_breast_cancer
from sklearn.model_selection import train_test_split

X, y = load_breast_cancer(return_X_y=True)
# stratify=y keeps the share of each class the same in both parts.
X_train, X_test, y_train, y_test = train_test_split(X, y, test_size=0.25, stratify=y, random_state=0)

print("train:", X_train.shape, "test:", X_test.shape)
print(f"share of class 1: all {y.mean():.3f}, train {y_train.mean():.3f}, test {y_test.mean():.3f}")
print("test class counts:", np.bincount(y_test))
