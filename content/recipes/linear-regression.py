# Fit a linear regression and read its coefficients.
from sklearn.datasets import load_diabetes
from sklearn.linear_model import LinearRegression

data = load_diabetes()
model = LinearRegression().fit(data.data, data.target)
print(f"intercept: {model.intercept_:.2f}")
# The diabetes features are already centred and scaled, so the coefficients compare directly.
for name, coef in sorted(zip(data.feature_names, model.coef_), key=lambda pair: -abs(pair[1]))[:4]:
    print(f"{name:4s} {coef:8.1f}")
print("prediction for the first patient:", model.predict(data.data[:1]).round(1), "true:", data.target[0])
