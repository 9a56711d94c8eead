# Everyday use: standardise, then choose the penalty by cross-validation.
import numpy as np
from sklearn.datasets import make_regression
from sklearn.linear_model import Lasso, Ridge
from sklearn.model_selection import GridSearchCV, train_test_split
from sklearn.pipeline import make_pipeline
from sklearn.preprocessing import StandardScaler

# 20 features, only 5 of which matter; a fixed seed so the output is the same every run.
X, y = make_regression(n_samples=120, n_features=20, n_informative=5, noise=10.0, random_state=0)
X_train, X_test, y_train, y_test = train_test_split(X, y, random_state=0)

alphas = np.logspace(-2, 3, 11)
for model in (Ridge(), Lasso(max_iter=10_000)):
    # The scaler sits inside the pipeline so each fold standardises with its own training part.
    pipe = make_pipeline(StandardScaler(), model)
    name = type(model).__name__.lower()
    search = GridSearchCV(pipe, {f"{name}__alpha": alphas}, cv=5).fit(X_train, y_train)
    best = search.best_params_[f"{name}__alpha"]
    coef = search.best_estimator_[-1].coef_
    print(f"{type(model).__name__}: alpha = {best:.3g}, "
          f"non-zero weights {np.sum(np.abs(coef) > 1e-8)}/20, "
          f"test R^2 = {search.score(X_test, y_test):.3f}")
