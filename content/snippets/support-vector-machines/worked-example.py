# The worked example's four points. A very large C makes the soft margin a hard one, and a
# tight stopping tolerance lets libsvm reach the exact optimum (its default tol=1e-3 stops short).
import numpy as np
from sklearn.svm import SVC

X = np.array([[0.0, 0.0], [2.0, 0.0], [0.0, 2.0], [3.0, 3.0]])
y = np.array([-1, 1, 1, 1])
svm = SVC(kernel="linear", C=1e6, tol=1e-8).fit(X, y)

# dual_coef_ holds alpha_i * y_i for the support vectors only; every other alpha is 0.
alpha = np.zeros(len(X))
alpha[svm.support_] = np.abs(svm.dual_coef_[0])
print("support vectors: points", svm.support_ + 1)
print("alpha =", np.round(alpha, 4), " sum =", round(alpha.sum(), 4))
w, b = svm.coef_[0], svm.intercept_[0]
print(f"w = {np.round(w, 4)}, b = {b:.4f}")
print("margins y_i f(x_i) =", np.round(y * svm.decision_function(X), 4))
print(f"margin width 2/||w|| = {2 / np.linalg.norm(w):.4f}")
print(f"f(1, 0.5) = {svm.decision_function([[1.0, 0.5]])[0]:.4f}")

# The practice question: a fifth positive point at (0.5, 0.5) takes over the margin.
svm5 = SVC(kernel="linear", C=1e6, tol=1e-8).fit(np.vstack([X, [[0.5, 0.5]]]), np.append(y, 1))
print("with (0.5, 0.5): support vectors", svm5.support_ + 1,
      " sum of alpha =", round(np.abs(svm5.dual_coef_).sum(), 4))
