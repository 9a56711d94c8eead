# Scaled dot-product attention written out on the lecture's worked example ("the cat sat", d_k = 2),
# then checked against PyTorch's own softmax.
import math
import torch

torch.manual_seed(0)  # nothing here is random, but every snippet fixes its seed
torch.set_num_threads(1)
torch.set_default_dtype(torch.float64)
Q = torch.tensor([[1.0, 0.0], [0.0, 2.0], [1.0, 1.0]])  # one row per token: the, cat, sat
K = torch.tensor([[2.0, 0.0], [0.0, 1.0], [1.0, 1.0]])
V = torch.tensor([[1.0, 0.0], [0.0, 1.0], [1.0, 1.0]])

def attention(Q, K, V, mask=None):
    S = Q @ K.T / math.sqrt(K.shape[1])  # the scaled scores q_i^T k_j / sqrt(d_k)
    if mask is not None:
        S = S.masked_fill(mask, -math.inf)  # a blocked key gets the weight exp(-inf) = 0
    E = torch.exp(S - S.max(dim=1, keepdim=True).values)  # less each row's largest score: no overflow
    A = E / E.sum(dim=1, keepdim=True)  # softmax over the keys: each row sums to 1
    return A, A @ V

show = lambda M: " | ".join(" ".join(f"{v:.4f}" for v in row) for row in M.tolist())  # rows split by |
A, O = attention(Q, K, V)
print("scores S = Q K^T:  ", show(Q @ K.T))
print("weights A:         ", show(A))
print("outputs A V:       ", show(O))
reference = torch.nn.functional.softmax(Q @ K.T / math.sqrt(K.shape[1]), dim=-1) @ V  # d_k = 2
print(f"largest difference from softmax(Q K^T / sqrt(d_k)) V: {(O - reference).abs().max().item():.1e}")
A, O = attention(Q, K, V, mask=torch.ones(3, 3, dtype=torch.bool).triu(diagonal=1))  # causal: no later token
print("causal weights A:  ", show(A))
print("causal outputs:    ", show(O))
