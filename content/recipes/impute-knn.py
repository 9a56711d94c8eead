# Fill a missing value from the most similar rows instead of the whole column.
import numpy as np
from sklearn.impute import KNNImputer

X = np.array([[1.0, 2.0], [1.1, 2.1], [0.9, np.nan], [8.0, 9.0], [8.2, 9.1]])
# The third row's neighbours (by its known feature) are the first two rows.
print("k-NN (2 neighbours):", KNNImputer(n_neighbors=2).fit_transform(X)[2])
print("column mean would be:", np.nanmean(X[:, 1]).round(3))
