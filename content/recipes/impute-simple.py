# Fill missing values with the column's mean (or median, or most frequent value).
import numpy as np
from sklearn.impute import SimpleImputer
from sklearn.linear_model import LogisticRegression
from sklearn.pipeline import make_pipeline

X = np.array([[1.0, 10.0], [np.nan, 20.0], [3.0, np.nan], [8.0, 40.0]])
mean = SimpleImputer(strategy="mean")
print(mean.fit_transform(X).round(3))
print("column means learned:", mean.statistics_.round(3))
print("median:", SimpleImputer(strategy="median").fit(X).statistics_)

# In a pipeline the imputer learns its statistics from the training data only, and fills new rows with them.
y = np.array([0, 0, 1, 1])
model = make_pipeline(SimpleImputer(strategy="median"), LogisticRegression()).fit(X, y)
print("prediction for a new row with a gap:", model.predict([[np.nan, 35.0]]))
