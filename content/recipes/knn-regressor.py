# k-NN regression: the prediction is the mean (or distance-weighted mean) of the neighbours' targets.
from sklearn.datasets import load_diabetes
from sklearn.model_selection import cross_val_score
from sklearn.neighbors import KNeighborsRegressor

X, y = load_diabetes(return_X_y=True)
for weights in ["uniform", "distance"]:
    for k in [5, 20]:
        score = cross_val_score(KNeighborsRegressor(n_neighbors=k, weights=weights), X, y, cv=5).mean()
        print(f"weights={weights:8s} k={k:2d}: R^2 {score:.3f}")
