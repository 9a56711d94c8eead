# k-nearest neighbours: choose n_neighbors by cross-validation.
from sklearn.datasets import load_breast_cancer
from sklearn.model_selection import GridSearchCV
from sklearn.neighbors import KNeighborsClassifier
from sklearn.pipeline import make_pipeline
from sklearn.preprocessing import StandardScaler

X, y = load_breast_cancer(return_X_y=True)
pipe = make_pipeline(StandardScaler(), KNeighborsClassifier())
search = GridSearchCV(pipe, {"kneighborsclassifier__n_neighbors": [1, 3, 5, 9, 15, 25, 45]}, cv=5).fit(X, y)
for k, score in zip(search.cv_results_["param_kneighborsclassifier__n_neighbors"], search.cv_results_["mean_test_score"]):
    print(f"k = {k:2d}: {score:.3f}")
print("best k:", search.best_params_["kneighborsclassifier__n_neighbors"])
