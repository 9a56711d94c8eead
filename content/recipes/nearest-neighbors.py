# Find the nearest neighbours of a point, with a k-D tree or by brute force.
import numpy as np
from sklearn.neighbors import NearestNeighbors

rng = np.random.RandomState(0)
X = rng.uniform(0, 10, size=(1000, 2))
query = np.array([[5.0, 5.0]])

# algorithm="kd_tree" prunes branches that cannot hold a closer point; "brute" computes every distance.
nn = NearestNeighbors(n_neighbors=3, algorithm="kd_tree").fit(X)
distances, indices = nn.kneighbors(query)
print("nearest 3:", indices[0], "at distances", distances[0].round(3))

brute = NearestNeighbors(n_neighbors=3, algorithm="brute").fit(X)
print("same as brute force:", (brute.kneighbors(query)[1] == indices).all())

# radius_neighbors: every point within a distance, however many there are.
distances, indices = nn.radius_neighbors(query, radius=0.5)
print("points within 0.5:", len(indices[0]))
