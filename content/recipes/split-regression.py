# A train/test split for regression: no classes to stratify, just shuffle with a seed.
from sklearn.datasets import load_diabetes
from sklearn.linear_model import LinearRegression
from sklearn.model_selection import train_test_split

X, y = load_diabetes(return_X_y=True)
X_train, X_test, y_train, y_test = train_test_split(X, y, test_size=0.2, random_state=0)

model = LinearRegression().fit(X_train, y_train)
print("train:", X_train.shape, "test:", X_test.shape)
# score() is R^2 for a regressor; the test score is the honest one.
print(f"R^2 train {model.score(X_train, y_train):.3f}, test {model.score(X_test, y_test):.3f}")
