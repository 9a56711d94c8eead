# A confusion matrix: which classes get mistaken for which.
from sklearn.datasets import load_iris
from sklearn.metrics import confusion_matrix
from sklearn.model_selection import train_test_split
from sklearn.tree import DecisionTreeClassifier

X, y = load_iris(return_X_y=True)
X_train, X_test, y_train, y_test = train_test_split(X, y, test_size=0.4, stratify=y, random_state=1)
y_pred = DecisionTreeClassifier(max_depth=2, random_state=0).fit(X_train, y_train).predict(X_test)

# Rows are the true classes, columns the predicted ones (setosa, versicolor, virginica).
print(confusion_matrix(y_test, y_pred))
# normalize="true" divides each row by its total: the recall of each class on the diagonal.
print(confusion_matrix(y_test, y_pred, normalize="true").round(2))
