# Classify short texts with word counts and multinomial naive Bayes.
from sklearn.feature_extraction.text import CountVectorizer
from sklearn.naive_bayes import MultinomialNB
from sklearn.pipeline import make_pipeline

texts = ["win money now", "free money offer", "cheap offer win", "meeting at noon",
         "lunch meeting tomorrow", "project notes for the meeting"]
labels = ["spam", "spam", "spam", "ham", "ham", "ham"]

# alpha=1 is Laplace smoothing: a word never seen in a class does not zero its probability.
model = make_pipeline(CountVectorizer(), MultinomialNB(alpha=1.0)).fit(texts, labels)
print("vocabulary size:", len(model[0].vocabulary_))
for text in ["free lunch offer", "notes from the meeting"]:
    p = model.predict_proba([text])[0]
    print(f"{text!r}: {model.predict([text])[0]}  p(ham)={p[0]:.3f} p(spam)={p[1]:.3f}")
