# Everyday use: choose naive Bayes' pseudo-count omega (sklearn's alpha) by cross-validation.
import numpy as np
from sklearn.model_selection import GridSearchCV, train_test_split
from sklearn.naive_bayes import BernoulliNB, MultinomialNB

# Synthetic "emails": 200 bags of 20 words from a 500-word vocabulary. The two classes' word
# distributions are close, and most words are rare, so many never occur in a class's training emails.
rng = np.random.default_rng(0)
base = rng.dirichlet(np.full(500, 0.5))
theta = rng.dirichlet(1000 * base + 1e-3, size=2)
y = rng.integers(0, 2, size=200)
X = np.array([rng.multinomial(20, theta[k]) for k in y])
X_train, X_test, y_train, y_test = train_test_split(X, y, stratify=y, random_state=0)

# A log grid, scored by held-out log loss, which punishes the overconfident posteriors of too
# little smoothing (an unseen word almost vetoes a class) as well as the flat ones of too much.
grid = {"alpha": np.logspace(-3, 1, 9)}
searches = [GridSearchCV(model, grid, cv=5, scoring="neg_log_loss").fit(X_train, y_train)
            for model in (MultinomialNB(), BernoulliNB())]
print("cross-validated log loss\nalpha     multinomial    Bernoulli")
for i, alpha in enumerate(grid["alpha"]):
    print(f"{alpha:<8.3g}" + "".join(f"{-s.cv_results_['mean_test_score'][i]:>13.3f}" for s in searches))
for name, search in zip(("multinomial", "Bernoulli"), searches):
    print(f"{name}: best alpha = {search.best_params_['alpha']:.3g}, "
          f"test accuracy {search.best_estimator_.score(X_test, y_test):.3f}")
