# Random search: sample hyperparameters from distributions instead of trying every combination.
from scipy.stats import loguniform, randint
from sklearn.datasets import load_breast_cancer
from sklearn.ensemble import RandomForestClassifier
from sklearn.model_selection import RandomizedSearchCV

X, y = load_breast_cancer(return_X_y=True)
distributions = {
    "max_depth": randint(2, 12),
    "min_samples_leaf": randint(1, 10),
    "max_features": loguniform(0.05, 1.0),
}
search = RandomizedSearchCV(
    RandomForestClassifier(n_estimators=25, random_state=0), param_distributions=distributions, n_iter=8, cv=3, random_state=0
).fit(X, y)
best = search.best_params_
print(f"best: max_depth={best['max_depth']}, min_samples_leaf={best['min_samples_leaf']}, max_features={best['max_features']:.3f}")
print(f"best CV accuracy: {search.best_score_:.3f} after {len(search.cv_results_['params'])} candidates")
