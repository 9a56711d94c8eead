# KFold, StratifiedKFold and GroupKFold on the same 12 samples: what lands in each test fold.
import numpy as np
from sklearn.model_selection import GroupKFold, KFold, StratifiedKFold

X = np.zeros((12, 1))
y = np.array([0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1])
# Say each patient gave two samples: a patient's samples must not sit on both sides.
groups = np.array([1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6])

splitters = {
    "KFold": KFold(n_splits=3),  # consecutive blocks: the last fold holds every 1
    "StratifiedKFold": StratifiedKFold(n_splits=3, shuffle=True, random_state=0),
    "GroupKFold": GroupKFold(n_splits=3),
}
for name, cv in splitters.items():
    print(name)
    for _, test in cv.split(X, y, groups):
        print(f"  test {test}  labels {y[test]}  groups {np.unique(groups[test])}")
