# Combine different models: average their votes, or train a model on their predictions (stacking).
from sklearn.datasets import load_breast_cancer
from sklearn.ensemble import RandomForestClassifier, StackingClassifier, VotingClassifier
from sklearn.linear_model import LogisticRegression
from sklearn.model_selection import cross_val_score
from sklearn.neighbors import KNeighborsClassifier
from sklearn.pipeline import make_pipeline
from sklearn.preprocessing import StandardScaler

X, y = load_breast_cancer(return_X_y=True)
members = [
    ("logreg", make_pipeline(StandardScaler(), LogisticRegression())),
    ("knn", make_pipeline(StandardScaler(), KNeighborsClassifier())),
    ("forest", RandomForestClassifier(n_estimators=30, random_state=0)),
]
models = dict(members)
# voting="soft" averages predicted probabilities; "hard" counts the predicted labels.
models["voting"] = VotingClassifier(members, voting="soft")
# The final estimator learns from out-of-fold predictions of the members.
models["stacking"] = StackingClassifier(members, final_estimator=LogisticRegression(), cv=3)
for name, model in models.items():
    scores = cross_val_score(model, X, y, cv=3)
    print(f"{name:8s} {scores.mean():.3f} ± {scores.std():.3f}")
