# Support vector regression: errors smaller than epsilon cost nothing, so only points outside the tube are support vectors.
import numpy as np
from sklearn.metrics import r2_score
from sklearn.model_selection import train_test_split
from sklearn.svm import SVR

rng = np.random.RandomState(0)
X = np.sort(rng.uniform(0, 5, 200))[:, None]
y = np.sin(X).ravel() + rng.normal(scale=0.2, size=200)
X_train, X_test, y_train, y_test = train_test_split(X, y, random_state=0)

print("epsilon  support vectors  test R2")
for epsilon in [0.01, 0.1, 0.3, 0.5]:
    model = SVR(kernel="rbf", C=10, gamma=1, epsilon=epsilon).fit(X_train, y_train)
    r2 = r2_score(y_test, model.predict(X_test))
    print(f"{epsilon:7g}  {len(model.support_):8d} of {len(X_train)}  {r2:7.3f}")
