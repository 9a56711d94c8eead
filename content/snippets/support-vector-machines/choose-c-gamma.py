# Everyday use: an RBF SVM on two moons, with C and gamma chosen by cross-validation.
import numpy as np
from sklearn.datasets import make_moons
from sklearn.model_selection import GridSearchCV, StratifiedKFold
from sklearn.pipeline import make_pipeline
from sklearn.preprocessing import StandardScaler
from sklearn.svm import SVC

# Like the lecture's figure: 160 noisy training points, 2,000 fresh ones for the test.
X_train, y_train = make_moons(n_samples=160, noise=0.2, random_state=3)
X_test, y_test = make_moons(n_samples=2000, noise=0.2, random_state=4)

# The scaler sits in the pipeline, so each fold standardises with its own training part.
pipe = make_pipeline(StandardScaler(), SVC(kernel="rbf"))
# Log grids, because C and gamma act multiplicatively.
grid = {"svc__C": np.logspace(-2, 3, 6), "svc__gamma": np.logspace(-2, 2, 5)}
folds = StratifiedKFold(n_splits=5, shuffle=True, random_state=0)
search = GridSearchCV(pipe, grid, cv=folds).fit(X_train, y_train)
best = search.best_estimator_[-1]
print(f"best C = {best.C:g}, gamma = {best.gamma:g}, cross-validated accuracy {search.best_score_:.3f}")
print(f"support vectors {best.n_support_.sum()} of {len(X_train)}, test accuracy {search.score(X_test, y_test):.3f}")

# The extremes of the lecture's figure: too smooth, and one island per point.
for C, gamma in ((1, 0.1), (1, 200)):
    model = make_pipeline(StandardScaler(), SVC(C=C, gamma=gamma)).fit(X_train, y_train)
    print(f"C = {C}, gamma = {gamma:<5g} training {model.score(X_train, y_train):.3f}, "
          f"test {model.score(X_test, y_test):.3f}, support vectors {model[-1].n_support_.sum()}")
