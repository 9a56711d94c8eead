# A small convolutional network on scikit-learn's 8x8 digits, trained on one CPU thread.
import torch
from sklearn.datasets import load_digits
from sklearn.model_selection import train_test_split
from torch import nn

torch.manual_seed(0)
torch.set_num_threads(1)
X, y = load_digits(return_X_y=True)
X_train, X_test, y_train, y_test = train_test_split(X / 16, y, stratify=y, random_state=0)  # pixels 0-16 to 0-1
image = lambda X: torch.tensor(X, dtype=torch.float32).reshape(-1, 1, 8, 8)  # (batch, channels, height, width)
X_train, X_test, y_train, y_test = image(X_train), image(X_test), torch.tensor(y_train), torch.tensor(y_test)
model = nn.Sequential(
    nn.Conv2d(1, 16, 3, padding=1), nn.ReLU(), nn.MaxPool2d(2),   # 16 maps of 8x8, pooled to 4x4
    nn.Conv2d(16, 32, 3, padding=1), nn.ReLU(), nn.MaxPool2d(2),  # 32 maps of 4x4, pooled to 2x2
    nn.Flatten(), nn.Linear(32 * 2 * 2, 10),                        # 10 logits, one per digit
)
print(f"{sum(p.numel() for p in model.parameters())} parameters, {len(X_train)} training images, {len(X_test)} test images")
optimiser, loss_fn = torch.optim.Adam(model.parameters(), lr=1e-3), nn.CrossEntropyLoss()  # softmax + cross-entropy
for epoch in range(1, 16):
    total = 0.0
    for batch in torch.randperm(len(X_train)).split(32):
        optimiser.zero_grad()
        loss = loss_fn(model(X_train[batch]), y_train[batch])
        loss.backward()
        optimiser.step()
        total += loss.item() * len(batch)
    print(f"epoch {epoch:2}: training loss {total / len(X_train):.4f}")
with torch.no_grad():
    print(f"test accuracy {(model(X_test).argmax(1) == y_test).float().mean():.3f}")
