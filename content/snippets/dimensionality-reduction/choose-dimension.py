# Everyday use: when the codes feed a classifier, choose d′ by cross-validating the whole pipeline.
from sklearn.datasets import load_digits
from sklearn.decomposition import PCA
from sklearn.model_selection import GridSearchCV, train_test_split
from sklearn.neighbors import KNeighborsClassifier
from sklearn.pipeline import make_pipeline

X, y = load_digits(return_X_y=True)  # 8 x 8 images of digits, d = 64 pixels in one unit
X_train, X_test, y_train, y_test = train_test_split(X, y, stratify=y, random_state=0)

# PCA sits inside the pipeline, so each fold fits its components on its own training part.
pipe = make_pipeline(PCA(random_state=0), KNeighborsClassifier())
grid = {"pca__n_components": [5, 10, 15, 20, 30, 40, 64]}
search = GridSearchCV(pipe, grid, cv=5).fit(X_train, y_train)
for d_prime, score in zip(grid["pca__n_components"], search.cv_results_["mean_test_score"]):
    print(f"d′ = {d_prime:2d}: cross-validated accuracy {score:.3f}")
d_prime = search.best_params_["pca__n_components"]
print(f"chosen d′ = {d_prime}, test accuracy {search.score(X_test, y_test):.3f}")
# For comparison, the 90% rule of thumb, which does not look at the task.
print("d′ for 90% of the variance:", PCA(n_components=0.9).fit(X_train).n_components_)
