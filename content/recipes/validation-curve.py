# A validation curve: training and validation scores across one hyperparameter.
from sklearn.datasets import load_breast_cancer
from sklearn.model_selection import validation_curve
from sklearn.tree import DecisionTreeClassifier

X, y = load_breast_cancer(return_X_y=True)
depths = [1, 2, 3, 4, 6, 8, 12]
train, valid = validation_curve(
    DecisionTreeClassifier(random_state=0), X, y, param_name="max_depth", param_range=depths, cv=5
)
print("depth  train  validation")
for depth, tr, va in zip(depths, train.mean(axis=1), valid.mean(axis=1)):
    print(f"{depth:5d}  {tr:.3f}  {va:.3f}")
# Training accuracy climbs to 1; the depth with the best validation score is the one to keep.
