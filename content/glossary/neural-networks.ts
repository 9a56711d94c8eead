/** Glossary entries for the terms the neural-networks lecture teaches (content/glossary/glossary-schema.ts). */
import type { GlossaryEntryInput } from './glossary-schema.ts';

export const neuralNetworksTerms: GlossaryEntryInput[] = [
  // The perceptron
  {
    id: 'perceptron',
    term: 'perceptron',
    aliases: ['Rosenblatt perceptron', 'perceptron rule', 'perceptron learning rule', 'perceptron algorithm'],
    definition:
      'A linear classifier $\\hat{y} = \\sign(\\mathbf{w}^\\top \\mathbf{x} + b)$ for labels $y \\in \\{-1, +1\\}$, trained by visiting the examples one at a time and updating only on a mistake, $y_i(\\mathbf{w}^\\top \\mathbf{x}_i + b) \\le 0$. The update is a stochastic gradient step with $\\eta = 1$ on the perceptron loss $\\max(0, -y_i(\\mathbf{w}^\\top \\mathbf{x}_i + b))$; it stops on linearly separable data and never stops otherwise.',
    formula: '\\mathbf{w} \\leftarrow \\mathbf{w} + y_i \\mathbf{x}_i, \\qquad b \\leftarrow b + y_i',
    section: '/neural-networks#the-perceptron-rule',
    related: ['perceptron-convergence-theorem', 'xor-problem', 'multilayer-perceptron'],
  },
  {
    id: 'perceptron-convergence-theorem',
    term: 'perceptron convergence theorem',
    aliases: ["Novikoff's theorem", 'Novikoff bound', 'perceptron mistake bound'],
    definition:
      'If some unit vector $\\mathbf{u}$ separates the data with margin $\\gamma_{\\mathbf{u}} > 0$ ($y_i \\mathbf{u}^\\top \\mathbf{x}_i \\ge \\gamma_{\\mathbf{u}}$) and every input has $\\norm{\\mathbf{x}_i}_2 \\le R$, the perceptron started from zero makes at most $(R/\\gamma_{\\mathbf{u}})^2$ mistakes, in any order of the examples (Novikoff, 1962). The bound depends on the geometry only, not on $n$ or $d$, and says nothing about non-separable data or about which separator is found.',
    formula: 'k \\le \\left(\\frac{R}{\\gamma_{\\mathbf{u}}}\\right)^2',
    section: '/neural-networks#convergence-on-separable-data',
    related: ['perceptron'],
  },
  {
    id: 'xor-problem',
    term: 'XOR problem',
    aliases: ['XOR', 'exclusive or', 'XOR function'],
    definition:
      'The four corners of the unit square labelled by whether exactly one coordinate is 1, the classic data set that no line separates, so a perceptron never learns it. Two hidden units (an OR and an AND) map the corners to a representation where one line suffices, which is why hidden layers are needed.',
    section: '/neural-networks#the-limit-xor',
    related: ['perceptron', 'hidden-layer', 'multilayer-perceptron'],
  },

  // The multilayer perceptron
  {
    id: 'neural-network',
    term: 'neural network',
    aliases: ['artificial neural network', 'ANN', 'deep neural network', 'neural net'],
    definition:
      'A function built by composing layers of simple units, each an affine map followed by a fixed nonlinearity, with all weights and biases $\\boldsymbol{\\theta}$ fitted by gradient descent on a training loss. Backpropagation gives the gradient cheaply, and the architecture (fully connected, convolutional, recurrent, attention-based) builds assumptions about the data into the network.',
    section: '/neural-networks#the-multilayer-perceptron',
    related: ['multilayer-perceptron', 'backpropagation', 'activation-function', 'convolutional-neural-network'],
  },
  {
    id: 'multilayer-perceptron',
    term: 'multilayer perceptron',
    aliases: ['MLP', 'multi-layer perceptron', 'feed-forward network', 'feedforward neural network', 'fully connected network'],
    definition:
      'A feed-forward neural network of fully connected layers: each layer $l$ multiplies the previous activations by a weight matrix $\\mathbf{W}^{(l)} \\in \\R^{d_l \\times d_{l-1}}$, adds a bias and applies a nonlinearity, and the last layer applies an output function suited to the task. Without the nonlinearity, any number of layers collapses into one linear model.',
    section: '/neural-networks#layers-and-the-forward-pass',
    related: ['forward-pass', 'hidden-layer', 'activation-function', 'neural-network'],
  },
  {
    id: 'forward-pass',
    term: 'forward pass',
    aliases: ['forward propagation', 'forward prop'],
    definition:
      "The computation of a network's output from its input, layer by layer: the pre-activation $\\mathbf{z}^{(l)}$ is an affine map of the previous activation, and the activation $\\mathbf{a}^{(l)}$ applies the nonlinearity $g$ to it, starting from $\\mathbf{a}^{(0)} = \\mathbf{x}$. Backpropagation reuses the values it stores.",
    formula: '\\mathbf{z}^{(l)} = \\mathbf{W}^{(l)} \\mathbf{a}^{(l-1)} + \\mathbf{b}^{(l)}, \\qquad \\mathbf{a}^{(l)} = g\\left(\\mathbf{z}^{(l)}\\right)',
    section: '/neural-networks#layers-and-the-forward-pass',
    related: ['pre-activation', 'backpropagation', 'multilayer-perceptron'],
  },
  {
    id: 'hidden-layer',
    term: 'hidden layer',
    aliases: ['hidden units', 'hidden unit', 'hidden neurons'],
    definition:
      "A layer strictly between a network's input and its output, whose units compute learned features of the input. A hidden layer with a nonlinearity can make classes separable that are not separable in the input space, as for XOR.",
    section: '/neural-networks#layers-and-the-forward-pass',
    related: ['multilayer-perceptron', 'xor-problem', 'universal-approximation-theorem'],
  },
  {
    id: 'pre-activation',
    term: 'pre-activation',
    aliases: ['preactivation', 'net input', 'weighted input'],
    definition:
      'The value $\\mathbf{z}^{(l)} = \\mathbf{W}^{(l)} \\mathbf{a}^{(l-1)} + \\mathbf{b}^{(l)}$ of a layer before its nonlinearity is applied; the activation is $\\mathbf{a}^{(l)} = g(\\mathbf{z}^{(l)})$. The deltas of backpropagation are the gradients of the loss with respect to the pre-activations.',
    section: '/neural-networks#layers-and-the-forward-pass',
    related: ['forward-pass', 'delta', 'activation-function'],
  },
  {
    id: 'universal-approximation-theorem',
    term: 'universal approximation theorem',
    aliases: ['universal approximation', "Cybenko's theorem", 'universal approximator'],
    definition:
      'The result that a network with one hidden layer, a linear output and a continuous non-polynomial activation (sigmoid, tanh, ReLU) can approximate any continuous function on a closed and bounded set as closely as desired, given enough hidden units. It is an existence statement: it gives no number of units, no guarantee that training finds the weights, and nothing about generalisation.',
    section: '/neural-networks#universal-approximation',
    related: ['hidden-layer', 'activation-function', 'multilayer-perceptron'],
  },

  // Activation functions
  {
    id: 'activation-function',
    term: 'activation function',
    aliases: ['nonlinearity', 'non-linearity', 'transfer function'],
    definition:
      "The scalar function $g$ that a layer applies to each entry of its pre-activation, such as ReLU, tanh or the sigmoid. Without it, stacked layers collapse into a single affine (linear) map; it is what lets them represent more than a linear model, and its derivative $g'$ scales every gradient that passes back through the layer.",
    section: '/neural-networks#activation-functions',
    related: ['relu', 'tanh', 'leaky-relu', 'saturation', 'vanishing-gradient'],
  },
  {
    id: 'tanh',
    term: 'tanh',
    aliases: ['hyperbolic tangent', 'tanh activation'],
    definition:
      "The activation $\\tanh(z) = 2\\sigma(2z) - 1$, a rescaled sigmoid with range $(-1, 1)$ and derivative $1 - \\tanh^2(z)$, at most 1. It is zero-centred, which keeps the next layer's inputs centred, but it saturates for large $\\lvert z \\rvert$; it is used in recurrent networks and small MLPs.",
    formula: '\\tanh(z) = \\frac{e^{z} - e^{-z}}{e^{z} + e^{-z}} = 2\\sigma(2z) - 1',
    section: '/neural-networks#sigmoid-and-tanh',
    related: ['activation-function', 'saturation', 'xavier-initialisation'],
  },
  {
    id: 'saturation',
    term: 'saturation',
    aliases: ['saturating activation', 'saturated unit', 'saturated neuron'],
    definition:
      'The flat regions of an activation such as the sigmoid or tanh, where $\\lvert z \\rvert$ is large and the derivative is nearly zero. A saturated unit passes almost no gradient back, so it learns slowly, and many of them in a row cause vanishing gradients.',
    section: '/neural-networks#sigmoid-and-tanh',
    related: ['vanishing-gradient', 'tanh', 'relu'],
  },
  {
    id: 'vanishing-gradient',
    term: 'vanishing gradient',
    aliases: ['vanishing gradients', 'vanishing gradient problem'],
    definition:
      "The shrinking of gradients as backpropagation carries them towards the first layers of a deep network, or back in time in a recurrent one, because every layer multiplies the delta by $g'(\\mathbf{z}^{(l)})$ and by a weight matrix. With sigmoids, whose derivative is at most $1/4$, ten layers scale it by at most $(1/4)^{10} \\approx 10^{-6}$ before weight factors; ReLU, careful initialisation, normalisation, residual connections and gated cells counter it.",
    section: '/neural-networks#sigmoid-and-tanh',
    related: ['exploding-gradient', 'saturation', 'relu', 'residual-connection', 'gated-recurrent-cell'],
  },
  {
    id: 'exploding-gradient',
    term: 'exploding gradient',
    aliases: ['exploding gradients', 'exploding gradient problem'],
    definition:
      'The growth of gradients without bound as they pass back through many layers or time steps whose factors exceed 1, which makes training steps huge and the loss diverge or turn into NaN. Gradient clipping handles it in recurrent networks, and initialisation scaled to the fan-in prevents it at the start of training.',
    section: '/neural-networks#recurrent-networks',
    related: ['vanishing-gradient', 'gradient-clipping', 'he-initialisation'],
  },
  {
    id: 'gradient-clipping',
    term: 'gradient clipping',
    aliases: ['gradient norm clipping', 'clip grad norm'],
    definition:
      'Rescaling a gradient $\\mathbf{g}$ whose norm exceeds a chosen maximum down to that maximum before the update step, keeping its direction. It prevents a single exploding gradient, common in recurrent networks, from throwing the weights far away.',
    section: '/neural-networks#recurrent-networks',
    related: ['exploding-gradient', 'recurrent-neural-network'],
  },
  {
    id: 'relu',
    term: 'ReLU',
    aliases: ['rectified linear unit', 'rectifier', 'ReLU activation'],
    definition:
      'The activation $\\operatorname{ReLU}(z) = \\max(0, z)$, with derivative 1 for positive inputs and 0 for negative ones. It does not saturate for positive inputs, so gradients pass through active units unchanged, and it is cheap, which made it the default hidden activation; its weakness is the dead unit.',
    formula: '\\operatorname{ReLU}(z) = \\max(0, z)',
    section: '/neural-networks#relu-and-its-variants',
    related: ['dead-relu', 'leaky-relu', 'he-initialisation', 'vanishing-gradient'],
  },
  {
    id: 'dead-relu',
    term: 'dead ReLU',
    aliases: ['dying ReLU', 'dead unit', 'dead neuron'],
    definition:
      'A ReLU unit whose pre-activation is negative on every training input, so its output and its gradient are always zero and its weights never change again. Leaky ReLU, ELU and GELU keep a gradient on the negative side and avoid it; too large a learning rate is a common cause.',
    section: '/neural-networks#relu-and-its-variants',
    related: ['relu', 'leaky-relu'],
  },
  {
    id: 'leaky-relu',
    term: 'leaky ReLU',
    aliases: ['leaky rectified linear unit', 'LeakyReLU', 'ELU', 'exponential linear unit'],
    definition:
      'A variant of ReLU, $\\max(\\omega z, z)$ with a small slope $\\omega$ such as 0.01, that keeps a gradient for negative inputs so that its units cannot die. ELU, $z$ for positive $z$ and $e^z - 1$ otherwise, does the same smoothly and pushes the mean activation towards zero.',
    formula: '\\operatorname{LeakyReLU}(z) = \\max(\\omega z, z)',
    section: '/neural-networks#relu-and-its-variants',
    related: ['relu', 'dead-relu', 'activation-function'],
  },
  {
    id: 'gelu',
    term: 'GELU',
    aliases: ['Gaussian error linear unit'],
    definition:
      'The activation $z\\,\\Phi(z)$, where $\\Phi$ is the standard normal cumulative distribution function: a smooth version of ReLU with a small negative dip (its minimum is about $-0.17$), used in transformers.',
    formula: '\\operatorname{GELU}(z) = z\\,\\Phi(z)',
    section: '/neural-networks#relu-and-its-variants',
    related: ['relu', 'leaky-relu', 'transformer'],
  },
  {
    id: 'logit',
    term: 'logits',
    aliases: ['raw scores', 'unnormalised scores'],
    definition:
      "The scores $\\mathbf{z} \\in \\R^K$ that a classification network's last layer produces before the softmax turns them into probabilities; only their differences matter. Losses are best computed from the logits with a fused log-sum-exp softmax and cross-entropy, since the log of a softmax that underflowed to 0 is $-\\infty$.",
    section: '/neural-networks#softmax',
    related: ['canonical-output-pairing', 'pre-activation'],
  },
  {
    id: 'canonical-output-pairing',
    term: 'canonical output pairing',
    aliases: ['canonical link', 'matching loss', 'output delta'],
    definition:
      "An output function and loss whose gradient with respect to the last pre-activation is simply prediction minus target: softmax with cross-entropy, sigmoid with binary cross-entropy, identity with squared loss. The pairing avoids the output unit's derivative in the error signal, so a confidently wrong output still gets a large gradient.",
    formula: '\\boldsymbol{\\delta}^{(L)} = \\frac{\\partial \\ell}{\\partial \\mathbf{z}^{(L)}} = \\hat{\\mathbf{y}} - \\mathbf{y}',
    section: '/neural-networks#a-two-layer-network',
    related: ['delta', 'logit', 'backpropagation'],
  },

  // Backpropagation
  {
    id: 'backpropagation',
    term: 'backpropagation',
    aliases: ['backprop', 'back-propagation', 'backward pass', 'error backpropagation'],
    definition:
      "The algorithm that computes the gradient of the loss with respect to every weight of a network in one backward pass, at a cost of the same order as the forward pass. It applies the chain rule from the output back: each layer's delta comes from the next layer's through the transposed weights and $g'$, and each weight's gradient is the delta at its output end times the activation at its input end.",
    formula:
      '\\frac{\\partial \\ell}{\\partial \\mathbf{W}^{(l)}} = \\boldsymbol{\\delta}^{(l)} \\mathbf{a}^{(l-1)\\top}, \\qquad \\frac{\\partial \\ell}{\\partial \\mathbf{b}^{(l)}} = \\boldsymbol{\\delta}^{(l)}',
    section: '/neural-networks#backpropagation',
    related: ['delta', 'reverse-mode-automatic-differentiation', 'forward-pass', 'gradient-checking'],
  },
  {
    id: 'reverse-mode-automatic-differentiation',
    term: 'reverse-mode automatic differentiation',
    aliases: ['automatic differentiation', 'autodiff', 'autograd', 'computational graph'],
    definition:
      "Differentiation of a program written as a computational graph: after a forward pass that stores every node's value, each node $v$ collects its adjoint $\\bar{v} = \\partial \\ell / \\partial v$ from its children in reverse order, starting from $\\bar{\\ell} = 1$. It gives the gradient of one scalar with respect to all inputs for a small constant times the cost of the forward pass; backpropagation is its use on neural networks.",
    formula: '\\bar{v} = \\sum_{c \\,\\in\\, \\operatorname{children}(v)} \\bar{c}\\, \\frac{\\partial c}{\\partial v}',
    section: '/neural-networks#the-chain-rule-on-a-computational-graph',
    related: ['backpropagation', 'gradient-checking'],
  },
  {
    id: 'delta',
    term: 'delta',
    aliases: ['error signal', 'deltas', 'delta recursion', 'backpropagated error'],
    definition:
      "The gradient $\\boldsymbol{\\delta}^{(l)} = \\partial \\ell / \\partial \\mathbf{z}^{(l)}$ of the loss with respect to a layer's pre-activations. Backpropagation computes the deltas from the output down, sending each back through the transposed weights and multiplying by the activation's derivative.",
    formula: "\\boldsymbol{\\delta}^{(l)} = \\left(\\mathbf{W}^{(l+1)\\top} \\boldsymbol{\\delta}^{(l+1)}\\right) \\odot g'\\left(\\mathbf{z}^{(l)}\\right)",
    section: '/neural-networks#the-delta-recursion',
    related: ['backpropagation', 'pre-activation', 'canonical-output-pairing', 'vanishing-gradient'],
  },
  {
    id: 'gradient-checking',
    term: 'gradient checking',
    aliases: ['gradient check', 'finite-difference check', 'numerical gradient check'],
    definition:
      'Testing a hand-written gradient by comparing it with finite differences: nudge one parameter by a tiny amount, rerun the forward pass and divide the change of the loss by the nudge. It costs one forward pass per parameter, so it is only for small networks, but it catches wrong transposes and missing factors before training.',
    section: '/neural-networks#worked-backpropagation-example',
    related: ['backpropagation', 'reverse-mode-automatic-differentiation'],
  },

  // Initialisation
  {
    id: 'xavier-initialisation',
    term: 'Xavier initialisation',
    aliases: ['Glorot initialisation', 'Xavier initialization', 'Glorot initialization', 'Glorot uniform', 'LeCun initialisation'],
    definition:
      "Random initial weights with variance $2/(n_{\\text{in}} + n_{\\text{out}})$, a compromise between $1/n_{\\text{in}}$ (LeCun's choice, which preserves the forward variance) and $1/n_{\\text{out}}$ (which preserves the backward variance) for units such as tanh that are linear near zero. It keeps activations and gradients from shrinking or growing with depth in tanh networks (Glorot and Bengio, 2010).",
    formula: '\\Var(w) = \\frac{2}{n_{\\text{in}} + n_{\\text{out}}}',
    section: '/neural-networks#the-variance-of-a-pre-activation',
    related: ['he-initialisation', 'fan-in', 'tanh', 'symmetry-breaking'],
  },
  {
    id: 'he-initialisation',
    term: 'He initialisation',
    aliases: ['Kaiming initialisation', 'He initialization', 'Kaiming initialization', 'He normal'],
    definition:
      'Random initial weights with variance $2/n_{\\text{in}}$ for ReLU layers, twice the tanh value because a ReLU keeps only half of $\\E[z^2]$. With it the variance of the pre-activations stays the same from layer to layer, while $1/n_{\\text{in}}$ would halve it at every ReLU layer.',
    formula: '\\Var(w) = \\frac{2}{n_{\\text{in}}}',
    section: '/neural-networks#the-variance-of-a-pre-activation',
    related: ['xavier-initialisation', 'fan-in', 'relu'],
  },
  {
    id: 'fan-in',
    term: 'fan-in and fan-out',
    aliases: ['fan-in', 'fan-out', 'fan in'],
    definition:
      'The fan-in $n_{\\text{in}} = d_{l-1}$ of a unit is its number of inputs and the fan-out $n_{\\text{out}} = d_l$ the number of units its layer feeds. A pre-activation with independent zero-mean weights has variance $n_{\\text{in}} \\Var(w) \\E[x^2]$, so initialisation schemes scale the weight variance by the fan-in (and Xavier also by the fan-out).',
    formula: '\\Var(z) = n_{\\text{in}}\\, \\Var(w)\\, \\E\\left[x^2\\right]',
    section: '/neural-networks#the-variance-of-a-pre-activation',
    related: ['xavier-initialisation', 'he-initialisation'],
  },
  {
    id: 'symmetry-breaking',
    term: 'symmetry breaking',
    aliases: ['breaking symmetry', 'zero initialisation', 'zero initialization'],
    definition:
      'The reason weights are initialised at random: if all the weights of a layer start equal, zero included, every hidden unit computes the same function and gets the same gradient, so the units stay identical forever. Random weights make them differ, and biases can then start at zero.',
    section: '/neural-networks#common-pitfalls',
    related: ['xavier-initialisation', 'he-initialisation'],
  },

  // Optimisers
  {
    id: 'momentum',
    term: 'momentum',
    aliases: ['SGD with momentum', 'heavy-ball method', 'Nesterov momentum', 'classical momentum'],
    definition:
      "A refinement of gradient descent that steps along a velocity $\\mathbf{v}_t$, an exponentially decaying sum of past gradients with coefficient $\\beta$ (usually 0.9). Components that flip sign cancel and persistent ones accumulate, so it damps zig-zags across narrow valleys and makes the effective step along a consistent direction $\\eta/(1 - \\beta)$; Nesterov's variant takes the gradient at the look-ahead point.",
    formula:
      '\\mathbf{v}_t = \\beta\\, \\mathbf{v}_{t-1} + \\mathbf{g}_t, \\qquad \\boldsymbol{\\theta}_t = \\boldsymbol{\\theta}_{t-1} - \\eta\\, \\mathbf{v}_t',
    section: '/neural-networks#momentum',
    related: ['adam', 'learning-rate-schedule'],
  },
  {
    id: 'adam',
    term: 'Adam',
    aliases: ['Adam optimiser', 'Adam optimizer', 'adaptive moment estimation'],
    definition:
      "An optimiser that keeps exponential moving averages of the gradient ($\\mathbf{m}_t$, rate $\\beta_1 = 0.9$) and of its entrywise square ($\\mathbf{v}_t$, rate $\\beta_2 = 0.999$), corrects both for their zero start, and divides each parameter's step by the root of its second moment. Each parameter then moves by roughly $\\eta$ or less whatever its gradient's scale, which makes Adam, with $\\eta = 10^{-3}$, a forgiving default.",
    formula:
      '\\boldsymbol{\\theta}_t = \\boldsymbol{\\theta}_{t-1} - \\eta\\, \\frac{\\hat{\\mathbf{m}}_t}{\\sqrt{\\hat{\\mathbf{v}}_t} + \\zeta}, \\qquad \\hat{\\mathbf{m}}_t = \\frac{\\mathbf{m}_t}{1 - \\beta_1^t}, \\quad \\hat{\\mathbf{v}}_t = \\frac{\\mathbf{v}_t}{1 - \\beta_2^t}',
    section: '/neural-networks#adam',
    related: ['adam-bias-correction', 'adamw', 'momentum'],
  },
  {
    id: 'adam-bias-correction',
    term: 'bias correction',
    aliases: ['Adam bias correction', 'bias-corrected moment estimates'],
    definition:
      "Adam's division of its moving averages by $1 - \\beta_1^t$ and $1 - \\beta_2^t$, which removes their bias towards zero from starting at $\\mathbf{m}_0 = \\mathbf{v}_0 = \\mathbf{0}$. Without it the early steps would be wrong by large factors (the uncorrected $\\mathbf{v}_1$ is a thousandth of the squared gradient); with it the first step moves every parameter that has a non-zero gradient by $\\eta$ (for negligible $\\zeta$).",
    section: '/neural-networks#adam',
    related: ['adam'],
  },
  {
    id: 'adamw',
    term: 'AdamW',
    aliases: ['decoupled weight decay', 'Adam with weight decay'],
    definition:
      "Adam with weight decay applied directly to the parameters instead of added to the gradient, where Adam's division by $\\sqrt{\\hat{\\mathbf{v}}_t}$ would leave parameters with large gradients barely regularised. It generalises better than Adam with an $L_2$ penalty and is the usual way to combine the two.",
    formula:
      '\\boldsymbol{\\theta}_t = \\boldsymbol{\\theta}_{t-1} - \\eta\\left(\\frac{\\hat{\\mathbf{m}}_t}{\\sqrt{\\hat{\\mathbf{v}}_t} + \\zeta} + \\lambda \\boldsymbol{\\theta}_{t-1}\\right)',
    section: '/neural-networks#weight-decay',
    related: ['adam', 'weight-decay'],
  },
  {
    id: 'learning-rate-schedule',
    term: 'learning-rate schedule',
    aliases: ['learning rate schedule', 'LR schedule', 'learning rate scheduler', 'step decay'],
    definition:
      'A rule that changes the learning rate $\\eta_t$ during training: large steps early for fast progress, small steps late to settle into a minimum. Common ones are step decay (multiply by a factor such as 0.1 at a few epochs), exponential decay, cosine annealing and a linear warm-up before any of them.',
    section: '/neural-networks#learning-rate-schedules',
    related: ['cosine-annealing', 'learning-rate-warm-up', 'learning-rate-range-test'],
  },
  {
    id: 'cosine-annealing',
    term: 'cosine annealing',
    aliases: ['cosine schedule', 'cosine learning-rate schedule', 'cosine decay'],
    definition: 'A learning-rate schedule that glides from $\\eta_{\\max}$ to $\\eta_{\\min}$ along half a cosine over the $T$ steps of training.',
    formula: '\\eta_t = \\eta_{\\min} + \\tfrac{1}{2}\\left(\\eta_{\\max} - \\eta_{\\min}\\right)\\left(1 + \\cos(\\pi t / T)\\right)',
    section: '/neural-networks#learning-rate-schedules',
    related: ['learning-rate-schedule', 'learning-rate-warm-up'],
  },
  {
    id: 'learning-rate-warm-up',
    term: 'learning-rate warm-up',
    aliases: ['warm-up', 'warmup', 'linear warm-up', 'LR warmup'],
    definition:
      "Raising the learning rate linearly from 0 to $\\eta_{\\max}$ over the first $T_w$ steps before the main schedule. It protects the early steps, when Adam's second-moment estimates and batch normalisation's statistics are still unreliable, and is standard for transformers and very large batches.",
    formula: '\\eta_t = \\eta_{\\max}\\, t / T_w \\quad (t \\le T_w)',
    section: '/neural-networks#learning-rate-schedules',
    related: ['learning-rate-schedule', 'adam', 'transformer'],
  },
  {
    id: 'learning-rate-range-test',
    term: 'learning-rate range test',
    aliases: ['LR range test', 'learning rate finder', 'LR finder'],
    definition:
      'A quick way to choose the learning rate: increase $\\eta$ geometrically over a few hundred training steps, watch the loss, and take a value somewhat below the point where the loss starts to rise.',
    section: '/neural-networks#learning-rate-schedules',
    related: ['learning-rate-schedule'],
  },

  // Regularisation
  {
    id: 'weight-decay',
    term: 'weight decay',
    aliases: ['L2 weight decay', 'weight-decay penalty'],
    definition:
      "An $L_2$ penalty $\\frac{\\lambda}{2}\\norm{\\mathbf{w}}_2^2$ on a network's weights (usually not its biases), which turns each gradient step into a multiplicative shrinkage of the weights followed by the usual step. Its strength $\\lambda$ is tuned on a logarithmic grid; with Adam it should be applied as AdamW.",
    formula: '\\mathbf{w} \\leftarrow (1 - \\eta\\lambda)\\, \\mathbf{w} - \\eta\\, \\nabla_{\\mathbf{w}} J',
    section: '/neural-networks#weight-decay',
    related: ['adamw', 'dropout', 'early-stopping-patience'],
  },
  {
    id: 'dropout',
    term: 'dropout',
    aliases: ['inverted dropout', 'dropout regularisation', 'dropout regularization'],
    definition:
      'A regulariser that, during training, keeps each hidden unit with probability $p$ and zeroes it otherwise, independently for every example and step, dividing kept units by $p$ (inverted dropout) so that expected activations are unchanged. At test time the full network is used as it is; dropout stops units from co-adapting and acts like an average of many thinned networks.',
    formula: '\\tilde{h}_j = \\frac{r_j\\, h_j}{p}, \\quad r_j \\sim \\operatorname{Bernoulli}(p), \\qquad \\E[\\tilde{h}_j] = h_j',
    section: '/neural-networks#dropout',
    related: ['weight-decay', 'batch-normalisation', 'early-stopping-patience'],
  },
  {
    id: 'early-stopping-patience',
    term: 'patience',
    aliases: ['early stopping patience', 'n_iter_no_change'],
    definition:
      'The number of epochs that early stopping waits for the validation loss to improve before it stops training and restores the best parameters seen. A patience of a few epochs is usual, larger when the validation loss is noisy.',
    section: '/neural-networks#early-stopping',
    related: ['weight-decay', 'dropout'],
  },
  {
    id: 'batch-normalisation',
    term: 'batch normalisation',
    aliases: ['batch normalization', 'batch norm', 'BatchNorm'],
    definition:
      "A layer that standardises each unit's pre-activation over the examples of a minibatch and then rescales it with a learned scale $\\chi$ and shift $\\psi$; at test time it uses running averages of the batch statistics collected during training. It allows much larger learning rates, makes training far less sensitive to initialisation and regularises a little. It suits convolutional networks trained with reasonably large batches; with small batches, in recurrent networks and in transformers, layer normalisation replaces it.",
    formula: '\\hat{z}_i = \\frac{z_i - \\mu_{\\mathcal{B}}}{\\sqrt{\\sigma_{\\mathcal{B}}^2 + \\zeta}}, \\qquad \\tilde{z}_i = \\chi\\, \\hat{z}_i + \\psi',
    section: '/neural-networks#batch-normalisation',
    related: ['layer-normalisation', 'dropout'],
  },
  {
    id: 'layer-normalisation',
    term: 'layer normalisation',
    aliases: ['layer normalization', 'layer norm', 'LayerNorm'],
    definition:
      'Standardising the pre-activations over the units of one example instead of over a minibatch, then rescaling them as batch normalisation does. It computes the same thing in training and at test time and does not depend on the batch size, so transformers and recurrent networks use it.',
    section: '/neural-networks#batch-normalisation',
    related: ['batch-normalisation', 'transformer'],
  },
  {
    id: 'data-augmentation',
    term: 'data augmentation',
    aliases: ['augmentation', 'augmenting the training set'],
    definition:
      'Adding transformed copies of the training examples under transformations known not to change the label, such as crops, flips, small rotations and colour changes for images, or noise and time shifts for audio. It builds an invariance into the data instead of the architecture, and each transformation must respect the task (a rotated 6 is a 9).',
    section: '/neural-networks#data-augmentation',
    related: ['dropout', 'weight-decay'],
  },

  // Convolutional networks
  {
    id: 'convolutional-neural-network',
    term: 'convolutional neural network',
    aliases: ['CNN', 'ConvNet', 'convolutional network'],
    definition:
      'A network for grid data such as images whose layers slide small shared kernels over the input, building in two assumptions: features are local, and the same feature is useful everywhere. Convolution and pooling layers alternate, the maps shrink while their number grows, and fully connected or global pooling layers finish. It is the usual choice for images and other data laid out on a grid, where a fully connected layer would need far more parameters.',
    section: '/neural-networks#convolutional-neural-networks',
    related: ['convolutional-layer', 'pooling', 'parameter-sharing', 'lenet-5'],
  },
  {
    id: 'convolutional-layer',
    term: 'convolutional layer',
    aliases: ['convolution', 'conv layer', 'convolution kernel', 'convolutional filter'],
    definition:
      'A layer that slides a learned $k \\times k$ kernel (filter) over its input and takes a weighted sum plus a bias at each position, one kernel spanning all input channels per output channel; each output channel is a feature map. Deep-learning libraries compute a cross-correlation under the name convolution, which makes no difference since the kernel is learned.',
    formula: "Y_{c,i,j} = b_c + \\sum_{c'=1}^{C_{\\text{in}}} \\sum_{u=1}^{k}\\sum_{v=1}^{k} X_{c',\\, i+u-1,\\, j+v-1}\\, K^{(c)}_{c' u v}",
    section: '/neural-networks#convolution',
    related: ['convolutional-neural-network', 'stride', 'padding', 'parameter-sharing'],
  },
  {
    id: 'padding',
    term: 'padding',
    aliases: ['zero padding', 'same padding'],
    definition:
      'Adding $p$ rows and columns of zeros around a convolution\'s input, so that border pixels are covered as often as central ones and the output need not shrink. With stride 1 and an odd kernel size $k$, $p = (k - 1)/2$ keeps the output the size of the input ("same" padding).',
    section: '/neural-networks#padding-stride-and-the-output-size',
    related: ['stride', 'convolutional-layer'],
  },
  {
    id: 'stride',
    term: 'stride',
    aliases: ['convolution stride', 'convolution output size'],
    definition:
      'The step $s$ by which a convolution or pooling window moves, which downsamples the output by about $s$ in each direction. For an $n \\times n$ input, kernel size $k$ and padding $p$ the output width follows from counting the window positions.',
    formula: 'n_{\\text{out}} = \\left\\lfloor \\frac{n + 2p - k}{s} \\right\\rfloor + 1',
    section: '/neural-networks#padding-stride-and-the-output-size',
    related: ['padding', 'convolutional-layer', 'pooling'],
  },
  {
    id: 'pooling',
    term: 'pooling',
    aliases: ['max pooling', 'average pooling', 'global average pooling', 'pooling layer'],
    definition:
      'A parameter-free layer that summarises each window of a feature map by one number, channel by channel: the maximum (max pooling) or the mean (average pooling); global average pooling averages a whole map. With $2 \\times 2$ windows and stride 2 it halves height and width and makes the output insensitive to shifts of a pixel or two.',
    section: '/neural-networks#pooling',
    related: ['convolutional-neural-network', 'stride', 'translation-equivariance'],
  },
  {
    id: 'parameter-sharing',
    term: 'parameter sharing',
    aliases: ['weight sharing', 'shared weights'],
    definition:
      'Using the same weights at many places: a convolutional layer applies one kernel at every position, so its parameter count does not depend on the image size, and a recurrent network applies one cell at every time step. It makes a convolutional layer translation equivariant.',
    formula: 'C_{\\text{out}}\\left(C_{\\text{in}} k^2 + 1\\right) \\text{ parameters per convolutional layer}',
    section: '/neural-networks#parameter-sharing',
    related: ['convolutional-layer', 'translation-equivariance', 'recurrent-neural-network'],
  },
  {
    id: 'receptive-field',
    term: 'receptive field',
    aliases: ['receptive field size'],
    definition:
      'The region of the input that one unit of a convolutional network depends on. It grows with depth: two stacked $3 \\times 3$ layers of stride 1 see $5 \\times 5$ pixels, three see $7 \\times 7$, and pooling and strides enlarge it faster.',
    section: '/neural-networks#parameter-sharing',
    related: ['convolutional-layer', 'pooling'],
  },
  {
    id: 'translation-equivariance',
    term: 'translation equivariance',
    aliases: ['shift equivariance', 'equivariance'],
    definition:
      'The property of a convolutional layer that shifting its input shifts its feature map by the same amount (away from the borders, for stride 1), so a feature learned in one place is detected everywhere. Pooling adds some invariance, an output that does not change, for small shifts.',
    section: '/neural-networks#parameter-sharing',
    related: ['parameter-sharing', 'pooling', 'convolutional-layer'],
  },
  {
    id: 'lenet-5',
    term: 'LeNet-5',
    aliases: ['LeNet'],
    definition:
      'The convolutional network of LeCun, Bottou, Bengio and Haffner (1998) for $32 \\times 32$ images of handwritten digits, with about 60,000 parameters. It set the pattern still used: convolution and subsampling alternate, the maps shrink while their number grows, and fully connected layers finish.',
    section: '/neural-networks#lenet-5',
    related: ['convolutional-neural-network', 'pooling'],
  },

  // Advanced architectures
  {
    id: 'residual-connection',
    term: 'residual connection',
    aliases: ['skip connection', 'residual block', 'shortcut connection', 'ResNet'],
    definition:
      'A block that adds its input to a learned correction, $\\mathbf{h}_{l+1} = \\mathbf{h}_l + F(\\mathbf{h}_l)$, so its Jacobian is $\\mathbf{I} + \\partial F / \\partial \\mathbf{h}_l$ and the gradient reaches every block along the identity path however deep the network is. It made networks of 100 layers and more trainable, and every transformer uses it.',
    formula: '\\mathbf{h}_{l+1} = \\mathbf{h}_l + F(\\mathbf{h}_l; \\boldsymbol{\\theta}_l)',
    section: '/neural-networks#residual-connections',
    related: ['vanishing-gradient', 'transformer', 'batch-normalisation'],
  },
  {
    id: 'recurrent-neural-network',
    term: 'recurrent neural network',
    aliases: ['RNN', 'recurrent network'],
    definition:
      'A network for sequences that applies one cell at every step, with weights shared across time, updating a hidden state $\\mathbf{h}_t$ that summarises the past. It is trained by backpropagation through time, and its gradients vanish or explode with the time gap, which gated cells and gradient clipping address. Its steps run one after another, and for long sequences attention, which links every pair of positions directly, has largely replaced it.',
    formula: '\\mathbf{h}_t = \\tanh\\left(\\mathbf{W}_{hh}\\mathbf{h}_{t-1} + \\mathbf{W}_{xh}\\mathbf{x}_t + \\mathbf{b}_h\\right)',
    section: '/neural-networks#recurrent-networks',
    related: ['backpropagation-through-time', 'gated-recurrent-cell', 'gradient-clipping', 'attention'],
  },
  {
    id: 'backpropagation-through-time',
    term: 'backpropagation through time',
    aliases: ['BPTT'],
    definition:
      'Training a recurrent network by unrolling it over the $T$ steps of a sequence into a deep feed-forward graph and applying backpropagation to it. The gradient from step $T$ back to step $t$ contains a product of $T - t$ factors involving $\\mathbf{W}_{hh}$, so it vanishes or explodes exponentially with the time gap.',
    section: '/neural-networks#recurrent-networks',
    related: ['recurrent-neural-network', 'vanishing-gradient', 'exploding-gradient'],
  },
  {
    id: 'gated-recurrent-cell',
    term: 'gated recurrent cell',
    aliases: ['LSTM', 'long short-term memory', 'GRU', 'gated recurrent unit'],
    definition:
      'A recurrent cell whose state is updated additively under sigmoid gates that decide what to keep, write and read: the LSTM (Hochreiter and Schmidhuber, 1997) with its cell state, and the GRU. The additive update gives an identity-like path through time, much like a residual connection, so gradients survive long gaps.',
    section: '/neural-networks#recurrent-networks',
    related: ['recurrent-neural-network', 'vanishing-gradient', 'residual-connection'],
  },

  // Autoencoders
  {
    id: 'autoencoder',
    term: 'autoencoder',
    aliases: ['auto-encoder', 'denoising autoencoder', 'variational autoencoder', 'VAE'],
    definition:
      "A network trained without labels to reproduce its input through a narrow middle layer: an encoder maps $\\mathbf{x}_i$ to a code of size $d' < d$ and a decoder maps the code back, minimising the reconstruction error. The code is a learned compressed representation; denoising autoencoders rebuild clean inputs from corrupted ones, and variational ones make the code a distribution and the decoder a generative model.",
    formula:
      'J(\\boldsymbol{\\theta}) = \\frac{1}{n}\\sum_{i=1}^{n} \\norm{\\operatorname{dec}\\left(\\operatorname{enc}(\\mathbf{x}_i)\\right) - \\mathbf{x}_i}_2^2',
    section: '/neural-networks#encoder-code-and-decoder',
    related: ['bottleneck', 'linear-autoencoder'],
  },
  {
    id: 'bottleneck',
    term: 'bottleneck',
    aliases: ['code layer', 'latent code', 'bottleneck layer', 'autoencoder code'],
    definition:
      "The narrowest layer of an autoencoder, whose values $\\mathbf{c}_i = \\operatorname{enc}(\\mathbf{x}_i)$ are the code; the encoder is the part before it and the decoder the part after it. Because the code size $d'$ is smaller than $d$, the network cannot learn the identity map and must keep what varies most in the data.",
    section: '/neural-networks#encoder-code-and-decoder',
    related: ['autoencoder', 'linear-autoencoder'],
  },
  {
    id: 'linear-autoencoder',
    term: 'linear autoencoder',
    aliases: ['linear auto-encoder'],
    definition:
      "An autoencoder with no activations and no biases, trained with squared loss on centred data. Its best reconstruction error equals PCA's, the sum of the covariance's discarded eigenvalues, and its reconstructions are the projections onto PCA's principal subspace, but its code axes can be any basis of that subspace, neither orthogonal nor ordered by variance.",
    formula: "J \\ge \\nu_{d'+1} + \\dots + \\nu_d",
    section: '/neural-networks#a-linear-autoencoder-finds-the-pca-subspace',
    related: ['autoencoder', 'bottleneck'],
  },
];
