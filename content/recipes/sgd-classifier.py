# A linear model trained by stochastic gradient descent: for many samples, or data that arrive in batches.
import numpy as np
from sklearn.datasets import make_classification
from sklearn.linear_model import SGDClassifier
from sklearn.model_selection import train_test_split
from sklearn.preprocessing import StandardScaler

X, y = make_classification(n_samples=20000, n_features=20, random_state=0)
X_train, X_test, y_train, y_test = train_test_split(X, y, random_state=0)
scaler = StandardScaler().fit(X_train)  # SGD needs scaled features
X_train, X_test = scaler.transform(X_train), scaler.transform(X_test)

# loss="log_loss" is logistic regression, "hinge" a linear SVM; alpha is the L2 penalty.
model = SGDClassifier(loss="log_loss", alpha=1e-4, random_state=0).fit(X_train, y_train)
print(f"test accuracy: {model.score(X_test, y_test):.3f} after {model.n_iter_} epochs")

# partial_fit learns from one batch at a time (classes must be given on the first call).
online = SGDClassifier(loss="hinge", random_state=0)
for batch in np.array_split(np.arange(len(X_train)), 10):
    online.partial_fit(X_train[batch], y_train[batch], classes=[0, 1])
print(f"after 10 batches: {online.score(X_test, y_test):.3f}")
