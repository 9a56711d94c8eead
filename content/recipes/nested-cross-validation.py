# Nested cross-validation: an inner loop chooses the hyperparameters, an outer loop scores that whole choice.
from sklearn.datasets import load_breast_cancer
from sklearn.model_selection import GridSearchCV, KFold, cross_val_score
from sklearn.pipeline import make_pipeline
from sklearn.preprocessing import StandardScaler
from sklearn.svm import SVC

X, y = load_breast_cancer(return_X_y=True)
pipe = make_pipeline(StandardScaler(), SVC())
grid = {"svc__C": [0.1, 1, 10], "svc__gamma": [0.01, 0.1]}
inner = KFold(n_splits=3, shuffle=True, random_state=0)
outer = KFold(n_splits=5, shuffle=True, random_state=1)

search = GridSearchCV(pipe, grid, cv=inner).fit(X, y)
# The best of 6 candidates, scored on the folds that chose it: biased upwards in general, so not the score to report.
print(f"best inner CV score: {search.best_score_:.3f} with {search.best_params_}")
# Each outer fold reruns the whole search on its training part and scores it on data it never saw.
nested = cross_val_score(GridSearchCV(pipe, grid, cv=inner), X, y, cv=outer)
print("outer fold scores:", nested.round(3))
print(f"nested CV estimate: {nested.mean():.3f} +/- {nested.std():.3f}")
