# Encode ordered categories as 0, 1, 2 in the order you choose.
import numpy as np
from sklearn.preprocessing import OrdinalEncoder

sizes = np.array([["medium"], ["small"], ["large"], ["small"]])
# Without categories=, the order would be alphabetical (large, medium, small).
encoder = OrdinalEncoder(categories=[["small", "medium", "large"]])
print(encoder.fit_transform(sizes).ravel())
print("alphabetical:", OrdinalEncoder().fit_transform(sizes).ravel())
