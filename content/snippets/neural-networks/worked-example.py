# The worked backpropagation example: a 2-2-1 network, ReLU hidden units, linear output, squared loss.
import numpy as np
from sklearn.neural_network import MLPRegressor

X, y = np.array([[1.0, 2.0]]), np.array([1.5])
# Plain gradient descent: one example per step, eta = 0.1, no momentum, no weight decay (alpha).
net = MLPRegressor(hidden_layer_sizes=(2,), activation="relu", solver="sgd", learning_rate_init=0.1,
                   momentum=0.0, alpha=0.0, batch_size=1, shuffle=False)
net.partial_fit(X, y)  # builds the layers; the lecture's weights then replace the random ones
# scikit-learn stores each layer's weights as (inputs x units), the transpose of W in the lecture.
start = [np.array([[0.5, 0.25], [-1.0, 0.25]]).T, np.array([[0.5], [-1.0]])]
for layer, W in enumerate(start):
    net.coefs_[layer][:] = W  # in place: the optimiser updates these same arrays
    net.intercepts_[layer][:] = 0.0
print(f"before: y_hat = {net.predict(X)[0]:.4f}")

net.partial_fit(X, y)  # one gradient step; loss_ is the loss before it, (1/2)(y_hat - y)^2
print(f"loss before the step = {net.loss_:.4f}")
print("gradient of W1 =", ((start[0] - net.coefs_[0]) / 0.1).T.round(4).tolist())
print("W1 =", net.coefs_[0].T.round(4).tolist(), " b1 =", net.intercepts_[0].round(4).tolist())
print("w2 =", net.coefs_[1].ravel().round(4).tolist(), " b2 =", net.intercepts_[1].round(4).tolist())
y_hat = net.predict(X)[0]
print(f"after: y_hat = {y_hat:.4f}, loss = {0.5 * (y_hat - 1.5) ** 2:.4f}")
