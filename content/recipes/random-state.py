# Make results reproducible: pass random_state to everything that draws random numbers.
from sklearn.datasets import make_classification
from sklearn.ensemble import RandomForestClassifier
from sklearn.model_selection import train_test_split

X, y = make_classification(n_samples=500, n_features=10, random_state=0)

def run(seed):
    X_train, X_test, y_train, y_test = train_test_split(X, y, random_state=seed)
    forest = RandomForestClassifier(n_estimators=50, random_state=seed).fit(X_train, y_train)
    return forest.score(X_test, y_test)

# The same seed gives the same split, the same trees and the same score, every run.
print(f"seed 0: {run(0):.3f}, seed 0 again: {run(0):.3f}")
# Another seed gives another estimate: report the spread, not a lucky one.
print("seeds 1-5:", ", ".join(f"{run(seed):.3f}" for seed in range(1, 6)))
