# A decision tree: limit its depth, and print the rules it learned with export_text.
from sklearn.datasets import load_iris
from sklearn.model_selection import cross_val_score
from sklearn.tree import DecisionTreeClassifier, export_text

data = load_iris()
for depth in [1, 2, 3, None]:
    tree = DecisionTreeClassifier(max_depth=depth, random_state=0)
    print(f"max_depth={depth!s:4s} CV accuracy {cross_val_score(tree, data.data, data.target, cv=5).mean():.3f}")

tree = DecisionTreeClassifier(max_depth=2, random_state=0).fit(data.data, data.target)
print(export_text(tree, feature_names=data.feature_names))
