# ROC AUC: how well the scores rank positives above negatives, whatever the threshold.
from sklearn.datasets import load_breast_cancer
from sklearn.linear_model import LogisticRegression
from sklearn.metrics import roc_auc_score, roc_curve
from sklearn.model_selection import train_test_split
from sklearn.pipeline import make_pipeline
from sklearn.preprocessing import StandardScaler

X, y = load_breast_cancer(return_X_y=True)
X_train, X_test, y_train, y_test = train_test_split(X, y, stratify=y, random_state=0)
model = make_pipeline(StandardScaler(), LogisticRegression()).fit(X_train, y_train)

# Use a score or probability of the positive class, not the 0/1 predictions.
scores = model.predict_proba(X_test)[:, 1]
print(f"ROC AUC: {roc_auc_score(y_test, scores):.4f}")
fpr, tpr, thresholds = roc_curve(y_test, scores)
print(f"{len(thresholds)} thresholds; the first point with TPR >= 0.95:")
i = (tpr >= 0.95).argmax()
print(f"  threshold {thresholds[i]:.3f}: TPR {tpr[i]:.3f}, FPR {fpr[i]:.3f}")
