# Draw a fitted tree with plot_tree and save it as an image (here a PNG file).
import matplotlib.pyplot as plt
from sklearn.datasets import load_iris
from sklearn.tree import DecisionTreeClassifier, plot_tree

data = load_iris()
tree = DecisionTreeClassifier(max_depth=2, random_state=0).fit(data.data, data.target)

fig, ax = plt.subplots(figsize=(8, 5))
# Each box shows the split, the impurity, the sample count and the class counts.
boxes = plot_tree(tree, feature_names=data.feature_names, class_names=list(data.target_names), filled=True, ax=ax)
fig.savefig("tree.png")
print("boxes drawn:", len(boxes), "= nodes in the tree:", tree.tree_.node_count)
print("root:", boxes[0].get_text().splitlines()[0])
