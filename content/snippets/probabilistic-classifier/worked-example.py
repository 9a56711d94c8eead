# The tiny spam filter: five training emails over the vocabulary free, money, meeting, lunch.
import numpy as np
from sklearn.feature_extraction.text import CountVectorizer
from sklearn.naive_bayes import BernoulliNB, MultinomialNB

emails = ["free money free", "free lunch money money", "meeting lunch",
          "meeting money meeting", "meeting free lunch"]
labels = np.array(["spam", "spam", "ham", "ham", "ham"])
# A fixed vocabulary keeps the lecture's column order (the default would sort the words).
vectorizer = CountVectorizer(vocabulary=["free", "money", "meeting", "lunch"])
X = vectorizer.transform(emails)

# alpha is the pseudo-count omega; alpha = 1 is Laplace smoothing.
nb = MultinomialNB(alpha=1.0).fit(X, labels)
spam = list(nb.classes_).index("spam")
print("theta spam:", np.round(np.exp(nb.feature_log_prob_[spam]) * 11, 4), "/ 11")
print("theta ham: ", np.round(np.exp(nb.feature_log_prob_[1 - spam]) * 12, 4), "/ 12")
for text in ("free free money meeting", "money lunch lunch"):
    posterior = nb.predict_proba(vectorizer.transform([text]))[0, spam]
    print(f"multinomial p(spam | {text}) = {posterior:.4f}")

# Almost no smoothing: the unseen word "meeting" vetoes spam (force_alpha keeps alpha this small).
raw = MultinomialNB(alpha=1e-10, force_alpha=True).fit(X, labels)
print(f"alpha ~ 0: p(spam | free free money meeting) = "
      f"{raw.predict_proba(vectorizer.transform(['free free money meeting']))[0, spam]:.4f}")

# Bernoulli naive Bayes looks only at which words occur (binarize=0 turns counts into 0/1).
bernoulli = BernoulliNB(alpha=1.0, binarize=0.0).fit(X, labels)
print(f"Bernoulli p(spam | money lunch lunch) = "
      f"{bernoulli.predict_proba(vectorizer.transform(['money lunch lunch']))[0, spam]:.4f}")
