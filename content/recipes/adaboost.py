# AdaBoost: reweight the samples the last weak learner got wrong, and add learners one by one.
from sklearn.datasets import load_breast_cancer
from sklearn.ensemble import AdaBoostClassifier
from sklearn.model_selection import train_test_split
from sklearn.tree import DecisionTreeClassifier

X, y = load_breast_cancer(return_X_y=True)
X_train, X_test, y_train, y_test = train_test_split(X, y, stratify=y, random_state=0)

stump = DecisionTreeClassifier(max_depth=1)  # the usual weak learner: one split
# algorithm="SAMME" is the discrete AdaBoost of the lecture, with a weight alpha per learner.
model = AdaBoostClassifier(estimator=stump, n_estimators=200, learning_rate=0.5, algorithm="SAMME", random_state=0)
model.fit(X_train, y_train)

# staged_score: the test accuracy after each round, to see how many rounds help.
for rounds, score in enumerate(model.staged_score(X_test, y_test), start=1):
    if rounds in (1, 10, 50, 100, 200):
        print(f"{rounds:3d} stumps: test accuracy {score:.3f}")
print("weights (alpha) of the first 3 stumps:", model.estimator_weights_[:3].round(3))
print("errors of the first 3 stumps:", model.estimator_errors_[:3].round(3))
