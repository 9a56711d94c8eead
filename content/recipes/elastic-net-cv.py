# Elastic net: an L1 and an L2 penalty together; ElasticNetCV chooses both the strength and the mix.
from sklearn.datasets import load_diabetes
from sklearn.linear_model import ElasticNetCV
from sklearn.model_selection import KFold
from sklearn.pipeline import make_pipeline
from sklearn.preprocessing import StandardScaler

X, y = load_diabetes(return_X_y=True)
# l1_ratio is the share of the L1 penalty: 1 is the lasso, near 0 almost ridge.
cv = KFold(n_splits=5, shuffle=True, random_state=0)
model = make_pipeline(StandardScaler(), ElasticNetCV(l1_ratio=[0.1, 0.5, 0.9, 1.0], cv=cv)).fit(X, y)
enet = model[-1]
print(f"chosen alpha {enet.alpha_:.3f}, chosen l1_ratio {enet.l1_ratio_}")
print("weights:", enet.coef_.round(1))
print(f"{(enet.coef_ == 0).sum()} of {len(enet.coef_)} weights exactly zero")
