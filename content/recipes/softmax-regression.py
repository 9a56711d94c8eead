# Multinomial (softmax) logistic regression: one weight vector per class, probabilities that sum to 1.
from sklearn.datasets import load_iris
from sklearn.linear_model import LogisticRegression
from sklearn.metrics import log_loss
from sklearn.model_selection import train_test_split

X, y = load_iris(return_X_y=True)
X_train, X_test, y_train, y_test = train_test_split(X, y, stratify=y, random_state=0)
# With the default lbfgs solver, multi_class="auto" already fits the softmax model for 3 or more classes.
softmax = LogisticRegression(multi_class="multinomial", max_iter=1000).fit(X_train, y_train)
ovr = LogisticRegression(multi_class="ovr", max_iter=1000).fit(X_train, y_train)

print("weights per class:", softmax.coef_.shape)
print("first test sample's probabilities:", softmax.predict_proba(X_test[:1]).round(3))
for name, model in [("softmax", softmax), ("one-vs-rest", ovr)]:
    print(f"{name:11s} accuracy {model.score(X_test, y_test):.3f}, log loss {log_loss(y_test, model.predict_proba(X_test)):.3f}")
