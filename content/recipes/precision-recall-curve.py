# The precision-recall curve and average precision, the better summary when positives are rare.
from sklearn.datasets import make_classification
from sklearn.linear_model import LogisticRegression
from sklearn.metrics import average_precision_score, precision_recall_curve, roc_auc_score
from sklearn.model_selection import train_test_split

# About 5% positives.
X, y = make_classification(n_samples=4000, weights=[0.95], class_sep=0.8, random_state=0)
X_train, X_test, y_train, y_test = train_test_split(X, y, stratify=y, random_state=0)
scores = LogisticRegression().fit(X_train, y_train).predict_proba(X_test)[:, 1]

print(f"positives in the test set: {y_test.mean():.3f}")
print(f"average precision: {average_precision_score(y_test, scores):.3f}  (a random ranking scores about the positive share)")
print(f"ROC AUC: {roc_auc_score(y_test, scores):.3f}  (looks better: it counts the many easy negatives)")
precision, recall, thresholds = precision_recall_curve(y_test, scores)
for target in [0.9, 0.7, 0.5]:
    i = (recall >= target).nonzero()[0][-1]  # the highest threshold that still reaches this recall
    print(f"recall >= {target}: precision {precision[i]:.3f} at threshold {thresholds[i]:.3f}")
