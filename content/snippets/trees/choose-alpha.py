# Everyday use: prune a tree at a cross-validated alpha, and compare a random forest.
import numpy as np
from sklearn.datasets import load_breast_cancer
from sklearn.ensemble import RandomForestClassifier
from sklearn.model_selection import GridSearchCV, train_test_split
from sklearn.tree import DecisionTreeClassifier

X, y = load_breast_cancer(return_X_y=True)
X_train, X_test, y_train, y_test = train_test_split(X, y, stratify=y, random_state=2)

# Weakest-link pruning of the full tree gives the only alphas worth trying; the geometric means
# of consecutive thresholds each select one subtree of the sequence.
path = DecisionTreeClassifier(random_state=0).cost_complexity_pruning_path(X_train, y_train)
alphas = np.sqrt(path.ccp_alphas[:-1] * path.ccp_alphas[1:])
search = GridSearchCV(DecisionTreeClassifier(random_state=0), {"ccp_alpha": alphas}, cv=10)
search.fit(X_train, y_train)
full = DecisionTreeClassifier(random_state=0).fit(X_train, y_train)
pruned = search.best_estimator_
for name, tree in (("full tree", full), (f"pruned, alpha = {search.best_params_['ccp_alpha']:.4f}", pruned)):
    print(f"{name}: {tree.get_n_leaves()} leaves, test accuracy {tree.score(X_test, y_test):.3f}")

# A forest needs no pruning; the out-of-bag score estimates its accuracy without a validation set.
forest = RandomForestClassifier(n_estimators=500, max_features="sqrt", oob_score=True, random_state=0)
forest.fit(X_train, y_train)
print(f"random forest, 500 trees: out-of-bag accuracy {forest.oob_score_:.3f}, "
      f"test accuracy {forest.score(X_test, y_test):.3f}")
