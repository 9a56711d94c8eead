# A neural network (MLPClassifier) that stops training when a validation score stops improving.
from sklearn.datasets import load_digits
from sklearn.model_selection import train_test_split
from sklearn.neural_network import MLPClassifier
from sklearn.pipeline import make_pipeline
from sklearn.preprocessing import StandardScaler

X, y = load_digits(return_X_y=True)
X_train, X_test, y_train, y_test = train_test_split(X, y, stratify=y, random_state=0)
# early_stopping holds out 10% of the training set and stops after 10 epochs without improvement.
mlp = MLPClassifier(hidden_layer_sizes=(64,), alpha=1e-3, early_stopping=True, validation_fraction=0.1,
                    n_iter_no_change=10, max_iter=500, random_state=0)
model = make_pipeline(StandardScaler(), mlp).fit(X_train, y_train)
print("epochs run:", mlp.n_iter_)
print(f"best validation accuracy: {mlp.best_validation_score_:.3f}")
print(f"test accuracy: {model.score(X_test, y_test):.3f}")
