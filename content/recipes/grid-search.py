# Tune hyperparameters with an exhaustive grid and cross-validation, then score once on held-out data.
from sklearn.datasets import load_breast_cancer
from sklearn.model_selection import GridSearchCV, train_test_split
from sklearn.pipeline import Pipeline
from sklearn.preprocessing import StandardScaler
from sklearn.svm import SVC

X, y = load_breast_cancer(return_X_y=True)
X_train, X_test, y_train, y_test = train_test_split(X, y, stratify=y, random_state=0)

pipe = Pipeline([("scale", StandardScaler()), ("svc", SVC())])
# A pipeline step's parameter is named <step>__<parameter>.
grid = {"svc__C": [0.1, 1, 10, 100], "svc__gamma": [0.001, 0.01, 0.1]}
search = GridSearchCV(pipe, param_grid=grid, cv=5).fit(X_train, y_train)

print("best parameters:", search.best_params_)
print(f"best CV accuracy: {search.best_score_:.3f}")
# best_estimator_ was refit on the whole training set; the test set is used once, at the end.
print(f"test accuracy: {search.score(X_test, y_test):.3f}")
