# Cross-validate with several metrics at once, and see the training scores too.
from sklearn.datasets import load_breast_cancer
from sklearn.model_selection import cross_validate
from sklearn.pipeline import make_pipeline
from sklearn.preprocessing import StandardScaler
from sklearn.linear_model import LogisticRegression

X, y = load_breast_cancer(return_X_y=True)
model = make_pipeline(StandardScaler(), LogisticRegression())

result = cross_validate(model, X, y, cv=5, scoring=["accuracy", "recall", "roc_auc"], return_train_score=True)
for metric in ["accuracy", "recall", "roc_auc"]:
    train, test = result[f"train_{metric}"], result[f"test_{metric}"]
    print(f"{metric:8s}  train {train.mean():.3f}  test {test.mean():.3f} (+/- {test.std():.3f})")
