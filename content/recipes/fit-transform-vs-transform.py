# fit_transform learns the scaling from the training data; transform reuses it on new data.
import numpy as np
from sklearn.preprocessing import StandardScaler

X_train = np.array([[1.0], [2.0], [3.0], [6.0]])
X_test = np.array([[2.0], [10.0]])

scaler = StandardScaler()
print("fit_transform(train):", scaler.fit_transform(X_train).ravel().round(3))
print(f"learned mean {scaler.mean_[0]:.2f}, std {scaler.scale_[0]:.3f}")
# transform applies the training mean and std: the test set is not used to learn anything.
print("transform(test):", scaler.transform(X_test).ravel().round(3))
# Fitting again on the test set would centre it on its own mean, a different scale.
print("fit_transform(test), wrong:", StandardScaler().fit_transform(X_test).ravel().round(3))
