# Gradient boosting: many shallow trees, each fitting what the previous ones got wrong.
from sklearn.datasets import load_breast_cancer
from sklearn.ensemble import GradientBoostingClassifier
from sklearn.model_selection import train_test_split

X, y = load_breast_cancer(return_X_y=True)
X_train, X_test, y_train, y_test = train_test_split(X, y, stratify=y, random_state=0)
model = GradientBoostingClassifier(n_estimators=200, learning_rate=0.1, max_depth=2, random_state=0).fit(X_train, y_train)

# staged_predict gives the predictions after each added tree.
staged = list(model.staged_predict(X_test))
for n in [1, 10, 50, 100, 200]:
    print(f"{n:3d} trees: test accuracy {(staged[n - 1] == y_test).mean():.3f}")
