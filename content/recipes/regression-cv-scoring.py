# Cross-validate a regressor with an error metric: scikit-learn maximises scores, so errors come negated.
from sklearn.datasets import load_diabetes
from sklearn.linear_model import Ridge
from sklearn.model_selection import KFold, cross_val_score

X, y = load_diabetes(return_X_y=True)
# For a regressor, cv=5 would not shuffle; a shuffled KFold avoids folds that follow the file's order.
cv = KFold(n_splits=5, shuffle=True, random_state=0)
for scoring in ["neg_mean_squared_error", "neg_mean_absolute_error", "r2"]:
    scores = cross_val_score(Ridge(alpha=0.1), X, y, cv=cv, scoring=scoring)
    print(f"{scoring:24s} {scores.mean():9.3f}")
# Flip the sign to report the error itself.
mse = -cross_val_score(Ridge(alpha=0.1), X, y, cv=cv, scoring="neg_mean_squared_error").mean()
print(f"MSE {mse:.1f}, RMSE {mse ** 0.5:.1f}")
