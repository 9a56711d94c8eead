# Text classification: TF-IDF features and a linear model in one pipeline.
from sklearn.feature_extraction.text import TfidfVectorizer
from sklearn.linear_model import LogisticRegression
from sklearn.pipeline import make_pipeline

texts = ["great film, loved it", "wonderful acting and a great story", "loved the music",
         "boring and far too long", "terrible acting, boring story", "I hated the ending"]
labels = [1, 1, 1, 0, 0, 0]  # 1 = positive review

# ngram_range=(1, 2) adds pairs of words ("too long") as features.
model = make_pipeline(TfidfVectorizer(ngram_range=(1, 2)), LogisticRegression(C=10)).fit(texts, labels)
for text in ["a great story", "far too boring"]:
    print(f"{text!r}: positive with probability {model.predict_proba([text])[0, 1]:.3f}")
coef = model[-1].coef_[0]
words = model[0].get_feature_names_out()
print("most positive:", [words[i] for i in coef.argsort()[-3:][::-1]])
print("most negative:", [words[i] for i in coef.argsort()[:3]])
