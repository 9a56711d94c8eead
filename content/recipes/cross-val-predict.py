# An out-of-fold prediction for every sample: each is predicted by the model that did not see it.
from sklearn.datasets import load_breast_cancer
from sklearn.linear_model import LogisticRegression
from sklearn.metrics import accuracy_score, confusion_matrix
from sklearn.model_selection import StratifiedKFold, cross_val_predict
from sklearn.pipeline import make_pipeline
from sklearn.preprocessing import StandardScaler

X, y = load_breast_cancer(return_X_y=True)
model = make_pipeline(StandardScaler(), LogisticRegression())
cv = StratifiedKFold(n_splits=5, shuffle=True, random_state=0)

y_pred = cross_val_predict(model, X, y, cv=cv)
print("predictions:", y_pred.shape, "for", len(y), "samples")
print(f"out-of-fold accuracy: {accuracy_score(y, y_pred):.3f}")
print("confusion matrix:\n", confusion_matrix(y, y_pred))

# method="predict_proba" returns out-of-fold probabilities, e.g. to choose a threshold.
proba = cross_val_predict(model, X, y, cv=cv, method="predict_proba")
unsure = (proba[:, 1] > 0.2) & (proba[:, 1] < 0.8)
print("samples with a probability of class 1 between 0.2 and 0.8:", unsure.sum())
