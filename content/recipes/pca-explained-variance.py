# PCA: how much of the variance each principal component explains.
import numpy as np
from sklearn.datasets import load_wine
from sklearn.decomposition import PCA
from sklearn.preprocessing import StandardScaler

X = StandardScaler().fit_transform(load_wine().data)  # standardise: the features have different units
pca = PCA().fit(X)
print("explained variance ratio:", pca.explained_variance_ratio_[:5].round(3))
print("cumulative:", np.cumsum(pca.explained_variance_ratio_)[:5].round(3))
print("first component, first four loadings:", pca.components_[0][:4].round(2) + 0.0)  # + 0.0 turns -0.0 into 0.0
