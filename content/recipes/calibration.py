# Check whether predicted probabilities match observed frequencies, and calibrate them.
from sklearn.calibration import CalibratedClassifierCV, calibration_curve
from sklearn.datasets import make_classification
from sklearn.metrics import brier_score_loss
from sklearn.model_selection import train_test_split
from sklearn.naive_bayes import GaussianNB

X, y = make_classification(n_samples=6000, n_features=20, n_informative=4, n_redundant=10, random_state=0)
X_train, X_test, y_train, y_test = train_test_split(X, y, test_size=0.5, random_state=0)

raw = GaussianNB().fit(X_train, y_train)
# Sigmoid (Platt) calibration fitted with 5-fold cross-validation on the training set.
calibrated = CalibratedClassifierCV(GaussianNB(), method="sigmoid", cv=5).fit(X_train, y_train)
for name, model in [("GaussianNB", raw), ("calibrated", calibrated)]:
    p = model.predict_proba(X_test)[:, 1]
    observed, predicted = calibration_curve(y_test, p, n_bins=5)
    print(f"{name}: Brier score {brier_score_loss(y_test, p):.4f}")
    print("  mean predicted:", predicted.round(2))
    print("  observed share:", observed.round(2))
