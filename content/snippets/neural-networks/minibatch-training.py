# A training loop written out: a 2-8-8-1 tanh network on the playground's spirals, SGD + momentum vs Adam.
import torch
from torch import nn

torch.manual_seed(0)
torch.set_num_threads(1)
t = torch.arange(1, 51).repeat(2) / 50  # 50 points an arm, from the centre outwards
arm = torch.arange(2).repeat_interleave(50)
angle = 2.5 * torch.pi * t + torch.pi * arm  # 1.25 turns; the second arm is the first turned by half a turn
X = 0.5 + 0.9 * t[:, None] * torch.stack([angle.cos(), angle.sin()], 1) + 0.02 * torch.randn(100, 2)
y = (arm == 0).float()[:, None]  # label 1 on the first arm, 0 on the second
loss_fn, curves, accuracy = nn.BCEWithLogitsLoss(), {}, {}  # sigmoid output and cross-entropy in one
optimisers = {"SGD": lambda p: torch.optim.SGD(p, lr=0.1, momentum=0.9), "Adam": lambda p: torch.optim.Adam(p, lr=0.02)}
for name, make in optimisers.items():
    torch.manual_seed(3)  # the same starting weights, then the same batches, for both
    model = nn.Sequential(nn.Linear(2, 8), nn.Tanh(), nn.Linear(8, 8), nn.Tanh(), nn.Linear(8, 1))
    optimiser, curves[name] = make(model.parameters()), []
    for epoch in range(1, 201):
        for batch in torch.randperm(100).split(10):  # a new shuffle every epoch, 10 batches of 10
            optimiser.zero_grad()
            loss = loss_fn(model(X[batch]), y[batch])
            loss.backward()
            optimiser.step()
        if epoch % 25 == 0:
            curves[name].append(loss_fn(model(X), y).item())  # the loss on all 100 points
    accuracy[name] = ((model(X) > 0).float() == y).float().mean().item()
print("epoch  loss: SGD + momentum 0.9, eta = 0.1   Adam, eta = 0.02")
for epoch, sgd, adam in zip(range(25, 201, 25), curves["SGD"], curves["Adam"]):
    print(f"{epoch:5}  {sgd:35.3f}  {adam:16.3f}")
print(f"training accuracy: SGD + momentum {accuracy['SGD']:.2f}, Adam {accuracy['Adam']:.2f}")
