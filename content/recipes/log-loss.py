# Log loss scores the predicted probabilities: confident mistakes cost the most.
from sklearn.datasets import load_breast_cancer
from sklearn.dummy import DummyClassifier
from sklearn.linear_model import LogisticRegression
from sklearn.metrics import log_loss
from sklearn.model_selection import train_test_split
from sklearn.pipeline import make_pipeline
from sklearn.preprocessing import StandardScaler

X, y = load_breast_cancer(return_X_y=True)
X_train, X_test, y_train, y_test = train_test_split(X, y, stratify=y, random_state=0)
model = make_pipeline(StandardScaler(), LogisticRegression()).fit(X_train, y_train)
prior = DummyClassifier(strategy="prior").fit(X_train, y_train)

print(f"logistic regression: {log_loss(y_test, model.predict_proba(X_test)):.4f}")
print(f"class shares only:   {log_loss(y_test, prior.predict_proba(X_test)):.4f}")
# One sample of class 1 given probability 0.01 costs -ln(0.01) on its own.
print(f"one confident mistake: {log_loss([1], [[0.99, 0.01]], labels=[0, 1]):.4f}")
