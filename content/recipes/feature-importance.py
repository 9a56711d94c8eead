# Which features matter? Impurity importances from the forest, and permutation importances on held-out data.
from sklearn.datasets import load_wine
from sklearn.ensemble import RandomForestClassifier
from sklearn.inspection import permutation_importance
from sklearn.model_selection import train_test_split

data = load_wine()
X_train, X_test, y_train, y_test = train_test_split(data.data, data.target, stratify=data.target, random_state=0)
forest = RandomForestClassifier(n_estimators=100, random_state=0).fit(X_train, y_train)

# Permutation: how much the test score drops when one column is shuffled.
perm = permutation_importance(forest, X_test, y_test, n_repeats=5, random_state=0)
print("feature                        impurity  permutation")
for i in forest.feature_importances_.argsort()[::-1][:5]:
    print(f"{data.feature_names[i]:30s} {forest.feature_importances_[i]:8.3f}  {perm.importances_mean[i]:11.3f}")
