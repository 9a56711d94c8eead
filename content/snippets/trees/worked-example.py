# The worked example's node: 16 samples, 8 positive and 8 negative, and two candidate splits,
# each a 0/1 feature (1 sends a sample left).
import numpy as np
from sklearn.tree import DecisionTreeClassifier

y = np.array([1] * 8 + [0] * 8)
split_A = np.array([1] * 6 + [0] * 2 + [1] * 2 + [0] * 6)  # left (6+, 2-), right (2+, 6-)
split_B = np.array([1] * 8 + [1] * 4 + [0] * 4)  # left (8+, 4-), right (0+, 4-)
X = np.column_stack([split_A, split_B])

# A stump on one feature at a time; tree_ stores each node's impurity and sample count.
# sklearn's entropy is in bits, like the lecture's.
print("split  weighted Gini  Gini decrease  weighted entropy  information gain")
for j, name in enumerate("AB"):
    row = []
    for criterion in ("gini", "entropy"):
        tree = DecisionTreeClassifier(max_depth=1, criterion=criterion).fit(X[:, [j]], y).tree_
        n = tree.weighted_n_node_samples
        children = (n[1] * tree.impurity[1] + n[2] * tree.impurity[2]) / n[0]
        row += [children, tree.impurity[0] - children]
    print(f"{name:5s}  {row[0]:13.3f}  {row[1]:13.3f}  {row[2]:16.3f}  {row[3]:16.3f}")

# Given both features, the greedy search takes the larger decrease: split B, either criterion.
for criterion in ("gini", "entropy"):
    stump = DecisionTreeClassifier(max_depth=1, criterion=criterion).fit(X, y)
    print(f"{criterion}: the root splits on {'AB'[stump.tree_.feature[0]]}")
