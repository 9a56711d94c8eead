# The worked backpropagation example and its batch of two by autograd: every gradient found by hand.
import torch

torch.manual_seed(0)  # nothing here is random, but every snippet fixes its seed
torch.set_num_threads(1)
torch.set_default_dtype(torch.float64)
W1 = torch.tensor([[0.5, 0.25], [-1.0, 0.25]], requires_grad=True)
b1, w2 = torch.zeros(2, requires_grad=True), torch.tensor([0.5, -1.0], requires_grad=True)
b2 = torch.zeros(1, requires_grad=True)
params = {"W1": W1, "b1": b1, "w2": w2, "b2": b2}

def forward(X, y):  # one example per row of X; the loss is the mean of (1/2)(y_hat - y)^2
    y_hat = torch.relu(X @ W1.T + b1) @ w2 + b2
    return y_hat, (0.5 * (y_hat - y) ** 2).mean()

def report(label, loss_name, y_hat, loss, grads):
    print(f"{label}: y_hat = {y_hat.detach().round(decimals=4).tolist()}, {loss_name} = {loss.item():.4f}")
    for name, grad in zip(params, grads):
        print(f"  d{loss_name}/d{name} = {grad.round(decimals=4).tolist()}")

x, y = torch.tensor([[1.0, 2.0]]), torch.tensor([1.5])
y_hat, loss = forward(x, y)
loss.backward()  # fills p.grad for every parameter p
report("one example", "l", y_hat, loss, [p.grad for p in params.values()])
y_hat, J = forward(torch.tensor([[1.0, 2.0], [0.0, 2.0]]), torch.tensor([1.5, 0.25]))
report("batch of two", "J_B", y_hat, J, torch.autograd.grad(J, list(params.values())))  # p.grad unchanged
with torch.no_grad():
    for p in params.values():
        p -= 0.1 * p.grad  # one gradient step on the one example, eta = 0.1
print(f"after one step on the one example: W1 = {W1.round(decimals=4).tolist()}, l = {forward(x, y)[1].item():.4f}")
