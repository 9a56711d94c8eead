# Prune a tree: the cost-complexity path gives the candidate ccp_alpha values; pick one by cross-validation.
from sklearn.datasets import load_breast_cancer
from sklearn.model_selection import cross_val_score
from sklearn.tree import DecisionTreeClassifier

X, y = load_breast_cancer(return_X_y=True)
path = DecisionTreeClassifier(random_state=0).cost_complexity_pruning_path(X, y)
print(f"{len(path.ccp_alphas)} candidate alphas, from {path.ccp_alphas[0]:.4f} to {path.ccp_alphas[-1]:.4f}")

print("ccp_alpha  leaves  CV accuracy")
for alpha in path.ccp_alphas[::4]:
    tree = DecisionTreeClassifier(ccp_alpha=alpha, random_state=0)
    score = cross_val_score(tree, X, y, cv=5).mean()
    print(f"{alpha:9.4f}  {tree.fit(X, y).get_n_leaves():6d}  {score:11.3f}")
