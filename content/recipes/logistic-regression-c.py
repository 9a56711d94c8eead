# Logistic regression: C is the inverse of the penalty, so a small C means a simpler model.
from sklearn.datasets import load_breast_cancer
from sklearn.linear_model import LogisticRegression
from sklearn.model_selection import cross_val_score
from sklearn.pipeline import make_pipeline
from sklearn.preprocessing import StandardScaler

X, y = load_breast_cancer(return_X_y=True)
print("      C  CV accuracy  largest |w|")
for C in [0.001, 0.01, 0.1, 1, 10, 100]:
    model = make_pipeline(StandardScaler(), LogisticRegression(C=C, max_iter=5000))
    accuracy = cross_val_score(model, X, y, cv=5).mean()
    largest = abs(model.fit(X, y)[-1].coef_).max()
    print(f"{C:7g}  {accuracy:11.3f}  {largest:11.2f}")
