# Gaussian naive Bayes: a fast baseline that models each feature as a normal distribution per class.
from sklearn.datasets import load_wine
from sklearn.model_selection import cross_val_score
from sklearn.naive_bayes import GaussianNB

X, y = load_wine(return_X_y=True)
print(f"CV accuracy: {cross_val_score(GaussianNB(), X, y, cv=5).mean():.3f}")
model = GaussianNB().fit(X, y)
print("class priors:", model.class_prior_.round(3))
print("p(class | first wine):", model.predict_proba(X[:1]).round(4))
