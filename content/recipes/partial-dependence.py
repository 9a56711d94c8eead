# Partial dependence: the model's average prediction as one feature varies.
from sklearn.datasets import load_diabetes
from sklearn.ensemble import HistGradientBoostingRegressor
from sklearn.inspection import partial_dependence

data = load_diabetes()
model = HistGradientBoostingRegressor(max_iter=100, random_state=0).fit(data.data, data.target)

bmi = data.feature_names.index("bmi")
# method="brute" averages real predictions; "recursion" (the default here) leaves out the baseline.
result = partial_dependence(model, data.data, [bmi], grid_resolution=6, method="brute")
print("bmi (scaled)  average prediction")
for value, average in zip(result["values"][0], result["average"][0]):
    print(f"{value:12.3f}  {average:18.1f}")
