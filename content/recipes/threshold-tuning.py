# Move the decision threshold away from 0.5 to trade precision for recall.
from sklearn.datasets import make_classification
from sklearn.linear_model import LogisticRegression
from sklearn.metrics import precision_score, recall_score
from sklearn.model_selection import train_test_split

X, y = make_classification(n_samples=3000, weights=[0.9], class_sep=0.8, random_state=0)
# Choose the threshold on a validation set, never on the test set.
X_train, X_valid, y_train, y_valid = train_test_split(X, y, test_size=0.3, stratify=y, random_state=0)
p = LogisticRegression().fit(X_train, y_train).predict_proba(X_valid)[:, 1]

print("threshold  precision  recall")
for threshold in [0.5, 0.3, 0.2, 0.1]:
    y_pred = (p >= threshold).astype(int)  # predict() is this with 0.5
    print(f"{threshold:9.1f}  {precision_score(y_valid, y_pred):9.3f}  {recall_score(y_valid, y_pred):6.3f}")
