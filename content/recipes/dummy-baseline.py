# A baseline to beat: what accuracy do you get by always predicting the majority class?
from sklearn.datasets import load_breast_cancer
from sklearn.dummy import DummyClassifier
from sklearn.linear_model import LogisticRegression
from sklearn.model_selection import cross_val_score
from sklearn.pipeline import make_pipeline
from sklearn.preprocessing import StandardScaler

X, y = load_breast_cancer(return_X_y=True)
baseline = DummyClassifier(strategy="most_frequent")
model = make_pipeline(StandardScaler(), LogisticRegression())

print(f"majority class: {cross_val_score(baseline, X, y, cv=5).mean():.3f}")
print(f"logistic regression: {cross_val_score(model, X, y, cv=5).mean():.3f}")
