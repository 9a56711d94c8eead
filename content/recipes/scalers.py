# Put features on a common range: MinMaxScaler to [0, 1], RobustScaler by median and IQR.
import numpy as np
from sklearn.preprocessing import MinMaxScaler, RobustScaler, StandardScaler

# One feature with an outlier (100) and one on a small scale.
X_train = np.array([[1.0, 0.1], [2.0, 0.2], [3.0, 0.3], [4.0, 0.4], [100.0, 0.5]])
X_test = np.array([[2.5, 0.25], [120.0, 0.6]])

for scaler in [MinMaxScaler(), StandardScaler(), RobustScaler()]:
    scaler.fit(X_train)  # learn the ranges on the training data only
    print(type(scaler).__name__)
    print("  train column 0:", np.round(scaler.transform(X_train)[:, 0], 2))
    print("  test rows:", np.round(scaler.transform(X_test), 2).tolist())

# MinMaxScaler(feature_range=(-1, 1)) maps to another range; a test value outside the
# training range falls outside it (120 -> above 1), unless clip=True.
print(MinMaxScaler(clip=True).fit(X_train).transform(X_test).round(2).tolist())
