# Logistic regression with an L1 penalty: a smaller C sets more weights exactly to zero.
from sklearn.datasets import load_breast_cancer
from sklearn.linear_model import LogisticRegression
from sklearn.model_selection import cross_val_score
from sklearn.pipeline import make_pipeline
from sklearn.preprocessing import StandardScaler

X, y = load_breast_cancer(return_X_y=True)
print(f"{X.shape[1]} features")
print("     C  nonzero weights  CV accuracy")
for C in [0.01, 0.1, 1, 10]:
    # The default solver (lbfgs) has no L1 penalty: liblinear and saga do.
    l1_model = LogisticRegression(penalty="l1", solver="liblinear", C=C, random_state=0)
    model = make_pipeline(StandardScaler(), l1_model)
    accuracy = cross_val_score(model, X, y, cv=5).mean()
    nonzero = (model.fit(X, y)[-1].coef_ != 0).sum()
    print(f"{C:6g}  {nonzero:15d}  {accuracy:11.3f}")
