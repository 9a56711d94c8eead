# Tune for the metric you care about: a scoring name, or your own metric through make_scorer.
from sklearn.datasets import load_breast_cancer
from sklearn.linear_model import LogisticRegression
from sklearn.metrics import fbeta_score, make_scorer
from sklearn.model_selection import GridSearchCV
from sklearn.pipeline import make_pipeline
from sklearn.preprocessing import StandardScaler

X, y = load_breast_cancer(return_X_y=True)
y = 1 - y  # malignant (1) is the positive class we must not miss
pipe = make_pipeline(StandardScaler(), LogisticRegression(max_iter=1000))
grid = {"logisticregression__C": [0.01, 0.1, 1, 10], "logisticregression__class_weight": [None, {0: 1, 1: 5}]}
# F2 weighs recall twice as much as precision; greater_is_better=False would turn a loss into a score.
scorers = {"accuracy": "accuracy", "recall": "recall", "F2 (make_scorer)": make_scorer(fbeta_score, beta=2)}
for name, scoring in scorers.items():
    search = GridSearchCV(pipe, grid, scoring=scoring, cv=5).fit(X, y)
    params = {key.split("__")[1]: value for key, value in search.best_params_.items()}
    print(f"{name:17s} best {search.best_score_:.3f} with {params}")
