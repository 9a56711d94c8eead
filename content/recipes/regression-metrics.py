# Score a regressor: mean squared error, its root, mean absolute error and R^2.
from sklearn.datasets import load_diabetes
from sklearn.linear_model import LinearRegression
from sklearn.metrics import mean_absolute_error, mean_squared_error, r2_score
from sklearn.model_selection import train_test_split

X, y = load_diabetes(return_X_y=True)
X_train, X_test, y_train, y_test = train_test_split(X, y, test_size=0.25, random_state=0)
y_pred = LinearRegression().fit(X_train, y_train).predict(X_test)

mse = mean_squared_error(y_test, y_pred)
print(f"MSE  {mse:.1f}")
print(f"RMSE {mse ** 0.5:.1f}  (in the target's units)")
print(f"MAE  {mean_absolute_error(y_test, y_pred):.1f}  (less pulled by large errors)")
print(f"R^2  {r2_score(y_test, y_pred):.3f}  (1 is perfect, 0 is predicting the mean)")
