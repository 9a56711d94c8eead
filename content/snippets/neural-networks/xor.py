# XOR: no line separates it, but a hidden layer makes it separable.
import numpy as np
from sklearn.linear_model import Perceptron
from sklearn.neural_network import MLPClassifier

X = np.array([[0, 0], [1, 0], [0, 1], [1, 1]], dtype=float)
y = np.array([0, 1, 1, 0])

# The perceptron never makes a pass without a mistake, so it stops only at max_iter.
perceptron = Perceptron(max_iter=100, tol=None, random_state=0).fit(X, y)
print(f"perceptron: accuracy {perceptron.score(X, y):.2f}, predictions {perceptron.predict(X)}")

# The lecture's threshold units: h1 = OR, h2 = AND, output = h1 and not h2.
step = lambda z: (z > 0).astype(int)
h = step(X @ np.array([[1, 1], [1, 1]]) - np.array([0.5, 1.5]))
print("hidden (h1, h2):", h.tolist(), " output:", step(h @ np.array([1, -1]) - 0.5))

# A learned 2-3-1 tanh network with a sigmoid output and cross-entropy loss, as in the figure;
# L-BFGS suits four points, and the seed fixes scikit-learn's random starting weights.
mlp = MLPClassifier(hidden_layer_sizes=(3,), activation="tanh", solver="lbfgs", alpha=0.0,
                    max_iter=1000, random_state=0).fit(X, y)
print(f"2-3-1 tanh: accuracy {mlp.score(X, y):.2f}, P(y = 1) = {mlp.predict_proba(X)[:, 1].round(3)}")
