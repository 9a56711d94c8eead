# Turn class names into the integers 0..K-1 and back; encode features with OrdinalEncoder or OneHotEncoder instead.
from sklearn.linear_model import LogisticRegression
from sklearn.preprocessing import LabelEncoder

y_text = ["cat", "dog", "dog", "bird", "cat", "bird"]
encoder = LabelEncoder()
y = encoder.fit_transform(y_text)
print("classes:", list(encoder.classes_))  # sorted; class i is classes_[i]
print("encoded:", y.tolist())
print("decoded:", list(encoder.inverse_transform([2, 0])))

# Classifiers accept string labels as they are, and predict them back as strings.
X = [[0.1], [1.0], [1.1], [2.0], [0.2], [2.1]]
model = LogisticRegression().fit(X, y_text)
print("classes_ of the model:", list(model.classes_))
print("prediction for 1.05:", model.predict([[1.05]]))
