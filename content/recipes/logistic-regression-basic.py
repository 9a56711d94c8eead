# The everyday loop: split, fit, predict, score.
from sklearn.datasets import load_breast_cancer
from sklearn.linear_model import LogisticRegression
from sklearn.metrics import accuracy_score
from sklearn.model_selection import train_test_split
from sklearn.pipeline import make_pipeline
from sklearn.preprocessing import StandardScaler

X, y = load_breast_cancer(return_X_y=True)
X_train, X_test, y_train, y_test = train_test_split(X, y, stratify=y, random_state=0)

model = make_pipeline(StandardScaler(), LogisticRegression())
model.fit(X_train, y_train)
y_pred = model.predict(X_test)

print("first predictions:", y_pred[:10])
print(f"accuracy_score: {accuracy_score(y_test, y_pred):.3f}")
print(f"model.score:    {model.score(X_test, y_test):.3f}")  # the same, for a classifier
logreg = model[-1]
print("weights:", logreg.coef_.shape, f"intercept: {logreg.intercept_[0]:.3f}")
