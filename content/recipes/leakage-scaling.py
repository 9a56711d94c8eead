# Scaling before the split lets the test rows shape the training data; inside a pipeline they cannot.
from sklearn.datasets import load_wine
from sklearn.model_selection import cross_val_score, train_test_split
from sklearn.pipeline import make_pipeline
from sklearn.preprocessing import StandardScaler
from sklearn.svm import SVC

X, y = load_wine(return_X_y=True)
X_train, X_test, y_train, y_test = train_test_split(X, y, stratify=y, random_state=0)

# Wrong: the scaler's means and standard deviations include the test rows.
leaky = StandardScaler().fit(X)
right = StandardScaler().fit(X_train)
print("proline mean, all rows:", leaky.mean_[-1].round(1), " training rows only:", right.mean_[-1].round(1))

# Right: in a pipeline, fit() scales with the training rows and score() reuses that scaling.
model = make_pipeline(StandardScaler(), SVC()).fit(X_train, y_train)
print(f"test accuracy: {model.score(X_test, y_test):.3f}")
print(f"5-fold CV accuracy: {cross_val_score(make_pipeline(StandardScaler(), SVC()), X, y, cv=5).mean():.3f}")
