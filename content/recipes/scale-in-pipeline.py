# Scale features inside a pipeline, so each cross-validation fold fits the scaler on its own training part.
from sklearn.datasets import load_wine
from sklearn.model_selection import cross_val_score
from sklearn.neighbors import KNeighborsClassifier
from sklearn.pipeline import make_pipeline
from sklearn.preprocessing import StandardScaler

X, y = load_wine(return_X_y=True)
raw = KNeighborsClassifier()
scaled = make_pipeline(StandardScaler(), KNeighborsClassifier())

print(f"k-NN without scaling: {cross_val_score(raw, X, y, cv=5).mean():.3f}")
print(f"k-NN with StandardScaler in the pipeline: {cross_val_score(scaled, X, y, cv=5).mean():.3f}")
print("steps:", list(scaled.named_steps))
