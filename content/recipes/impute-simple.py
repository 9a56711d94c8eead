# Fill missing values with the column's mean (or median, or most frequent value).
import numpy as np
from sklearn.impute import SimpleImputer

X = np.array([[1.0, 10.0], [np.nan, 20.0], [3.0, np.nan], [8.0, 40.0]])
mean = SimpleImputer(strategy="mean")
print(mean.fit_transform(X).round(3))
print("column means learned:", mean.statistics_.round(3))
print("median:", SimpleImputer(strategy="median").fit(X).statistics_)
