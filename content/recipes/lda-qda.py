# LDA (one shared covariance: linear boundaries) and QDA (one per class: quadratic boundaries).
from sklearn.datasets import load_wine
from sklearn.discriminant_analysis import LinearDiscriminantAnalysis, QuadraticDiscriminantAnalysis
from sklearn.model_selection import cross_val_score

X, y = load_wine(return_X_y=True)
lda = LinearDiscriminantAnalysis()
qda = QuadraticDiscriminantAnalysis(reg_param=0.01)  # a little shrinkage keeps each covariance invertible

for name, model in [("LDA", lda), ("QDA", qda)]:
    print(f"{name}: CV accuracy {cross_val_score(model, X, y, cv=5).mean():.3f}")

# LDA also reduces the dimension: at most (classes - 1) = 2 discriminant directions.
Z = lda.fit(X, y).transform(X)
print("projected shape:", Z.shape)
print("explained variance ratio:", lda.explained_variance_ratio_.round(3))
print("class probabilities of the first sample:", lda.predict_proba(X[:1]).round(3))
