# Preprocess numeric and categorical columns differently, in one pipeline.
import numpy as np
from sklearn.compose import ColumnTransformer
from sklearn.linear_model import LogisticRegression
from sklearn.pipeline import make_pipeline
from sklearn.preprocessing import OneHotEncoder, StandardScaler

# Columns: age, income, city (a category). A NumPy object array; a DataFrame works the same by name.
X = np.array([[25, 30_000, "Paris"], [47, 82_000, "Lyon"], [35, 51_000, "Paris"],
              [52, 95_000, "Nice"], [23, 28_000, "Lyon"], [41, 70_000, "Nice"]], dtype=object)
y = np.array([0, 1, 0, 1, 0, 1])

preprocess = ColumnTransformer([
    ("numbers", StandardScaler(), [0, 1]),
    ("city", OneHotEncoder(handle_unknown="ignore"), [2]),
])
model = make_pipeline(preprocess, LogisticRegression()).fit(X, y)
print("features after preprocessing:", preprocess.get_feature_names_out().tolist())
print("prediction for [30, 40000, 'Marseille']:", model.predict(np.array([[30, 40_000, "Marseille"]], dtype=object)))
