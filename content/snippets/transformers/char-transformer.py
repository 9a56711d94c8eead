# A tiny character-level transformer, decoder only: it learns to predict the next character of
# corpus.txt (the file beside this one) and then continues a prompt.
from pathlib import Path
import torch
from torch import nn

torch.manual_seed(0)
torch.set_num_threads(1)
text = (Path(__file__).parent / "corpus.txt").read_text()
vocabulary = sorted(set(text))  # the tokens are the text's characters
ids, T, d_model = torch.tensor([vocabulary.index(c) for c in text]), 32, 32  # T: the context length
# Two pre-norm blocks, each h + attention(LayerNorm(h)) then h + MLP(LayerNorm(h)); with a causal mask
# and no cross-attention, PyTorch's "encoder" layer is a decoder-only block.
block = nn.TransformerEncoderLayer(d_model, nhead=4, dim_feedforward=4 * d_model, dropout=0.0,
                                   activation="gelu", batch_first=True, norm_first=True)
net = nn.ModuleDict({"embedding": nn.Embedding(len(vocabulary), d_model), "position": nn.Embedding(T, d_model),
                     "blocks": nn.TransformerEncoder(block, 2, norm=nn.LayerNorm(d_model), enable_nested_tensor=False),
                     "logits": nn.Linear(d_model, len(vocabulary))})

def model(u):  # token ids (batch, length) -> the next token's logits at every position
    causal = torch.ones(u.shape[1], u.shape[1], dtype=torch.bool).triu(diagonal=1)  # True: later, masked
    h = net["embedding"](u) + net["position"](torch.arange(u.shape[1]))  # learned positions
    return net["logits"](net["blocks"](h, mask=causal))

optimiser = torch.optim.AdamW(net.parameters(), lr=1e-2)
for step in range(1, 1001):
    u = torch.stack([ids[s:s + T + 1] for s in torch.randint(len(ids) - T, (16,))])  # 16 windows of T + 1
    loss = nn.functional.cross_entropy(model(u[:, :-1]).flatten(0, 1), u[:, 1:].flatten())  # mean per token
    optimiser.zero_grad()
    loss.backward()
    optimiser.step()
    if step % 100 == 0:
        print(f"step {step:4}: loss {loss.item():.3f} per character, perplexity {loss.exp().item():.2f}")
u = torch.tensor([[vocabulary.index(c) for c in "Learning is "]])
with torch.no_grad():
    for _ in range(100):  # temperature 0.5: sharper than the model's own distribution
        p = torch.softmax(model(u[:, -T:])[0, -1] / 0.5, dim=-1)
        u = torch.cat([u, torch.multinomial(p, 1)[None]], dim=1)
print("sample:", "".join(vocabulary[i] for i in u[0]).replace("\n", " "))
