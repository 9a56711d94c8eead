# Data leakage shown: feature selection on all the data before cross-validation, against inside the pipeline.
import numpy as np
from sklearn.feature_selection import SelectKBest
from sklearn.linear_model import LogisticRegression
from sklearn.model_selection import cross_val_score
from sklearn.pipeline import make_pipeline

# Pure noise: no feature says anything about the label, so honest accuracy is about 0.5.
rng = np.random.RandomState(0)
X = rng.normal(size=(100, 5000))
y = rng.randint(0, 2, size=100)

# Wrong: choose the 20 features most correlated with y using every row, test rows included.
X_leaky = SelectKBest(k=20).fit_transform(X, y)
print(f"selected before the split: {cross_val_score(LogisticRegression(), X_leaky, y, cv=5).mean():.2f}")
# Right: the selection is refit on each fold's training part only.
model = make_pipeline(SelectKBest(k=20), LogisticRegression())
print(f"selected inside the pipeline: {cross_val_score(model, X, y, cv=5).mean():.2f}")
