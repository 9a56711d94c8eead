# TF-IDF features for text: frequent words in a document count more, words in every document less.
from sklearn.feature_extraction.text import TfidfVectorizer

documents = ["the cat sat on the mat", "the dog sat on the log", "cats and dogs are pets"]
vectorizer = TfidfVectorizer()
X = vectorizer.fit_transform(documents)  # a sparse matrix, one row per document
print("shape:", X.shape)
words = vectorizer.get_feature_names_out()
row = X[0].toarray().ravel()
print("first document's weights:")
for i in row.argsort()[::-1][:5]:
    print(f"  {words[i]:4s} {row[i]:.3f}")
