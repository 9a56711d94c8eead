# Predicted probabilities: predict_proba for each class, in the order of classes_.
from sklearn.datasets import load_iris
from sklearn.linear_model import LogisticRegression
from sklearn.model_selection import train_test_split
from sklearn.svm import SVC

X, y = load_iris(return_X_y=True)
X_train, X_test, y_train, y_test = train_test_split(X, y, stratify=y, random_state=0)

model = LogisticRegression(max_iter=1000).fit(X_train, y_train)
proba = model.predict_proba(X_test[:3])
print("classes:", model.classes_)
print("probabilities:\n", proba.round(3))
print("rows sum to 1:", proba.sum(axis=1).round(3))
print("predict = argmax:", model.predict(X_test[:3]), proba.argmax(axis=1))

# SVC gives scores, not probabilities, unless probability=True (Platt scaling, fitted by CV).
svc = SVC(probability=True, random_state=0).fit(X_train, y_train)
print("SVC decision_function:", svc.decision_function(X_test[:1]).round(2))
print("SVC predict_proba:   ", svc.predict_proba(X_test[:1]).round(3))
