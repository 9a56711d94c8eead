# Everyday use: standardise, then choose k by cross-validation on the training set.
from sklearn.datasets import load_breast_cancer
from sklearn.model_selection import GridSearchCV, train_test_split
from sklearn.neighbors import KNeighborsClassifier
from sklearn.pipeline import make_pipeline
from sklearn.preprocessing import StandardScaler

# 30 measurements of cell nuclei on very different scales (areas in the hundreds, smoothness ~0.1).
X, y = load_breast_cancer(return_X_y=True)
X_train, X_test, y_train, y_test = train_test_split(X, y, stratify=y, random_state=0)

# Odd k only, for two classes. The scaler sits in the pipeline so each fold scales on its own part.
grid = {"kneighborsclassifier__n_neighbors": list(range(1, 52, 2))}
for name, pipe in (("raw features", make_pipeline(KNeighborsClassifier())),
                   ("standardised", make_pipeline(StandardScaler(), KNeighborsClassifier()))):
    search = GridSearchCV(pipe, grid, cv=10).fit(X_train, y_train)
    errors = 1 - search.cv_results_["mean_test_score"]
    print(f"{name}: cross-validated error {errors[0]:.3f} at k = 1, "
          f"{errors.min():.3f} at the best k = {search.best_params_['kneighborsclassifier__n_neighbors']}; "
          f"test error {1 - search.score(X_test, y_test):.3f}")
