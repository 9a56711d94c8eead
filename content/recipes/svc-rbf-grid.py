# An SVM with an RBF kernel: search C and gamma together, on scaled features.
from sklearn.datasets import make_moons
from sklearn.model_selection import GridSearchCV
from sklearn.pipeline import make_pipeline
from sklearn.preprocessing import StandardScaler
from sklearn.svm import SVC

X, y = make_moons(n_samples=300, noise=0.3, random_state=0)
pipe = make_pipeline(StandardScaler(), SVC(kernel="rbf"))
grid = {"svc__C": [0.1, 1, 10, 100], "svc__gamma": [0.1, 1, 10]}
search = GridSearchCV(pipe, grid, cv=5).fit(X, y)

scores = search.cv_results_["mean_test_score"].reshape(4, 3)
print("CV accuracy; rows C = 0.1, 1, 10, 100; columns gamma = 0.1, 1, 10")
print(scores.round(3))
print("best:", search.best_params_, f"{search.best_score_:.3f}")
print("support vectors of the best model:", search.best_estimator_[-1].n_support_.sum())
