# Save a fitted model (the whole pipeline) to a file and load it back with joblib.
import joblib
from sklearn.datasets import load_iris
from sklearn.linear_model import LogisticRegression
from sklearn.pipeline import make_pipeline
from sklearn.preprocessing import StandardScaler

X, y = load_iris(return_X_y=True)
model = make_pipeline(StandardScaler(), LogisticRegression()).fit(X, y)

joblib.dump(model, "iris-model.joblib")
loaded = joblib.load("iris-model.joblib")
# Load only files you trust (joblib runs code while loading), with the same scikit-learn version.
print("same predictions:", (loaded.predict(X) == model.predict(X)).all())
print("prediction for [5.1, 3.5, 1.4, 0.2]:", loaded.predict([[5.1, 3.5, 1.4, 0.2]]))
