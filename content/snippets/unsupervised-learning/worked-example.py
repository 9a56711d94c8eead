# The worked example: a Gaussian fitted by maximum likelihood to eight values, as an anomaly yardstick.
import numpy as np
from sklearn.mixture import GaussianMixture

x = np.array([2, 4, 4, 4, 5, 5, 7, 9], dtype=float).reshape(-1, 1)
# One component is a single Gaussian; reg_covar=0 keeps the variance exactly the ML one (divided by n).
gauss = GaussianMixture(n_components=1, reg_covar=0).fit(x)
print(f"mu = {gauss.means_[0, 0]:.4f}, sigma^2 = {gauss.covariances_[0, 0, 0]:.4f}")

# score_samples is the log-density, so a difference of scores is the log of a density ratio.
log_p5 = gauss.score_samples([[5.0]])[0]
for value in (13.0, 7.0, 1.0):
    print(f"p({value:g}) / p(5) = {np.exp(gauss.score_samples([[value]])[0] - log_p5):.3g}")

# Fitted with 13 included, the outlier inflates sigma and hides itself.
refit = GaussianMixture(n_components=1, reg_covar=0).fit(np.vstack([x, [[13.0]]]))
mu, sigma = refit.means_[0, 0], np.sqrt(refit.covariances_[0, 0, 0])
print(f"refit with 13: (13 - mu) / sigma = {(13 - mu) / sigma:.3f}")
