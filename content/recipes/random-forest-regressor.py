# A random forest for a numeric target: the average of many deep trees, each grown on a bootstrap sample.
from sklearn.datasets import load_diabetes
from sklearn.ensemble import RandomForestRegressor
from sklearn.metrics import mean_absolute_error, r2_score
from sklearn.model_selection import train_test_split
from sklearn.tree import DecisionTreeRegressor

X, y = load_diabetes(return_X_y=True)
X_train, X_test, y_train, y_test = train_test_split(X, y, random_state=0)
models = {
    "one deep tree": DecisionTreeRegressor(random_state=0),
    "forest, 100 trees": RandomForestRegressor(n_estimators=100, random_state=0),
    "forest, max_features=0.33": RandomForestRegressor(n_estimators=100, max_features=0.33, random_state=0),
}
for name, model in models.items():
    pred = model.fit(X_train, y_train).predict(X_test)
    print(f"{name:26s} test R2 {r2_score(y_test, pred):6.3f}   MAE {mean_absolute_error(y_test, pred):5.1f}")
