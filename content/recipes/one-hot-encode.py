# One-hot encode a categorical feature: one 0/1 column per category.
import numpy as np
from sklearn.preprocessing import OneHotEncoder

colours = np.array([["red"], ["green"], ["blue"], ["green"]])
encoder = OneHotEncoder(sparse_output=False, handle_unknown="ignore")
print(encoder.fit_transform(colours))
print("columns:", encoder.get_feature_names_out(["colour"]).tolist())
# An unseen category becomes all zeros instead of an error.
print("'purple' ->", encoder.transform([["purple"]]))
