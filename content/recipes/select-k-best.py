# Keep the k features with the strongest univariate relation to the target (SelectKBest).
from sklearn.datasets import load_breast_cancer
from sklearn.feature_selection import SelectKBest, f_classif
from sklearn.linear_model import LogisticRegression
from sklearn.model_selection import cross_val_score
from sklearn.pipeline import make_pipeline
from sklearn.preprocessing import StandardScaler

data = load_breast_cancer()
selector = SelectKBest(f_classif, k=5).fit(data.data, data.target)
print("top 5 by ANOVA F:", data.feature_names[selector.get_support()].tolist())
# Inside a pipeline, so each fold chooses its features from its own training part.
for k in [2, 5, 10, 30]:
    model = make_pipeline(StandardScaler(), SelectKBest(f_classif, k=k), LogisticRegression())
    print(f"k = {k:2d}: CV accuracy {cross_val_score(model, data.data, data.target, cv=5).mean():.3f}")
