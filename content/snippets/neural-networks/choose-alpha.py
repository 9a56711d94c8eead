# Everyday use: standardise, then choose the weight decay (alpha) by cross-validation.
import numpy as np
from sklearn.datasets import load_digits
from sklearn.model_selection import GridSearchCV, train_test_split
from sklearn.neural_network import MLPClassifier
from sklearn.pipeline import make_pipeline
from sklearn.preprocessing import StandardScaler

X, y = load_digits(return_X_y=True)
X_train, X_test, y_train, y_test = train_test_split(X, y, stratify=y, random_state=0)

# One hidden layer of 64 ReLU units trained with Adam on minibatches of 64. early_stopping holds
# out 10% of each training part and stops when its accuracy has not improved for 10 epochs.
mlp = MLPClassifier(hidden_layer_sizes=(64,), activation="relu", solver="adam", batch_size=64,
                    learning_rate_init=1e-3, early_stopping=True, max_iter=300, random_state=0)
pipe = make_pipeline(StandardScaler(), mlp)
search = GridSearchCV(pipe, {"mlpclassifier__alpha": np.logspace(-3, 1, 5)}, cv=5).fit(X_train, y_train)
for alpha, score in zip(search.cv_results_["param_mlpclassifier__alpha"], search.cv_results_["mean_test_score"]):
    print(f"alpha = {alpha:<7g} cross-validated accuracy {score:.3f}")
best = search.best_estimator_[-1]
print(f"chosen alpha = {best.alpha:g}, stopped after {best.n_iter_} epochs, "
      f"test accuracy {search.score(X_test, y_test):.3f}")
