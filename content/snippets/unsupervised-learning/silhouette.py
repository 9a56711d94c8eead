# The silhouette worked example: six numbers on a line, split into two clusters.
import numpy as np
from sklearn.metrics import silhouette_samples, silhouette_score

X = np.array([1, 2, 3, 10, 11, 12], dtype=float).reshape(-1, 1)
natural = [0, 0, 0, 1, 1, 1]
moved = [0, 0, 0, 0, 1, 1]  # 10 moved into A

print("s(i), natural split:", np.round(silhouette_samples(X, natural), 4))
print(f"mean silhouette, natural split = {silhouette_score(X, natural):.2f}")
# The negative value points straight at the misplaced sample.
print("s(i), 10 moved into A:", np.round(silhouette_samples(X, moved), 4))
print(f"mean silhouette, 10 moved into A = {silhouette_score(X, moved):.3f}")
