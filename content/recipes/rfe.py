# Recursive feature elimination: refit, drop the weakest feature, repeat (RFE), or let RFECV choose how many.
from sklearn.datasets import load_breast_cancer
from sklearn.feature_selection import RFE, RFECV
from sklearn.linear_model import LogisticRegression
from sklearn.preprocessing import StandardScaler

data = load_breast_cancer()
X = StandardScaler().fit_transform(data.data)  # coefficients only compare on one scale
model = LogisticRegression(max_iter=1000)

rfe = RFE(model, n_features_to_select=4).fit(X, data.target)
print("RFE keeps:", data.feature_names[rfe.support_].tolist())
rfecv = RFECV(model, step=2, cv=5).fit(X, data.target)
print("RFECV chooses", rfecv.n_features_, "features")
