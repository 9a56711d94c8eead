/**
 * Glossary entries for the terms the transformers lecture teaches (content/glossary/glossary-schema.ts).
 * `attention` and `transformer` moved here from the neural-networks file when this lecture took over
 * their teaching; their ids, and so their /glossary anchors, are unchanged.
 */
import type { GlossaryEntryInput } from './glossary-schema.ts';

export const transformersTerms: GlossaryEntryInput[] = [
  // Sequences, tokens and embeddings
  {
    id: 'token',
    term: 'token',
    aliases: ['tokens', 'token id', 'subword token'],
    definition:
      "One unit of the sequence a language model reads and writes: a word, a piece of a word, a punctuation mark or a byte, identified by its index in the vocabulary $\\mathcal{V}$. A text becomes a sequence of tokens $u_1, \\dots, u_T$ of length $T$, and a model's context window, loss and perplexity are all counted in its own tokens.",
    section: '/transformers#tokens-and-vocabularies',
    related: ['tokenisation', 'vocabulary', 'token-embedding'],
  },
  {
    id: 'tokenisation',
    term: 'tokenisation',
    aliases: ['tokenization', 'tokeniser', 'tokenizer', 'subword tokenisation', 'byte-pair encoding', 'BPE'],
    definition:
      'Splitting a text into tokens from a fixed vocabulary, done by a tokeniser that is chosen before training and stays part of the model. Subword tokenisers such as byte-pair encoding start from characters or bytes and repeatedly merge the most frequent adjacent pair into a new token until the vocabulary reaches a chosen size, so common words are one token, rare words are split into familiar pieces and no word is unknown.',
    section: '/transformers#tokens-and-vocabularies',
    related: ['token', 'vocabulary'],
  },
  {
    id: 'vocabulary',
    term: 'vocabulary',
    aliases: ['vocab', 'vocabulary size', 'token vocabulary'],
    definition:
      'The fixed set $\\mathcal{V}$ of tokens a model knows, each with an integer id; its size $\\lvert\\mathcal{V}\\rvert$ is typically tens of thousands for a subword tokeniser. It sets the number of rows of the embedding table and the number of logits the model outputs at every position.',
    section: '/transformers#tokens-and-vocabularies',
    related: ['token', 'tokenisation', 'token-embedding'],
  },
  {
    id: 'token-embedding',
    term: 'token embedding',
    aliases: ['embedding layer', 'embedding table', 'embedding matrix', 'word embedding', 'input embedding'],
    definition:
      "The learned vector that stands for a token at the model's input: the row $\\mathbf{E}_{u_i}$ of the embedding table $\\mathbf{E} \\in \\R^{\\lvert\\mathcal{V}\\rvert \\times d_{\\text{model}}}$, equal to a one-hot vector multiplied by $\\mathbf{E}$ but computed as a lookup. The rows are trained with the rest of the model, so tokens used in similar contexts get similar vectors, and many language models reuse $\\mathbf{E}$ to produce the output logits.",
    section: '/transformers#embeddings',
    related: ['token', 'vocabulary', 'positional-encoding', 'embedding'],
  },
  {
    id: 'weight-tying',
    term: 'weight tying',
    aliases: ['tied embeddings', 'tied weights', 'tying the input and output embeddings'],
    definition:
      "Reusing the input embedding table $\\mathbf{E}$ as the language model's output layer: the logits for the next token are $\\mathbf{h}_i\\mathbf{E}^\\top$, one score per vocabulary entry, so the model needs no second $\\lvert\\mathcal{V}\\rvert \\times d_{\\text{model}}$ matrix. It saves that copy, 25.6 million parameters for $\\lvert\\mathcal{V}\\rvert = 50{,}000$ and $d_{\\text{model}} = 512$.",
    section: '/transformers#embeddings',
    related: ['token-embedding', 'parameter-sharing'],
  },

  // Attention as a soft lookup
  {
    id: 'attention',
    term: 'attention',
    aliases: ['attention mechanism', 'attention layer', 'soft lookup'],
    definition:
      'A soft lookup: a query is compared with every key, the softmax of the scores gives weights that are positive and sum to 1, and the result is the weighted average of the values stored with the keys. Because the weights are computed from the content and every position can be read in one step, attention connects distant positions of a sequence directly, and it is differentiable, so the queries, keys and values can be learned.',
    section: '/transformers#attention-as-a-soft-lookup',
    related: ['query-key-value', 'scaled-dot-product-attention', 'self-attention', 'attention-weights', 'recurrent-neural-network'],
  },
  {
    id: 'query-key-value',
    term: 'query, key and value',
    aliases: ['queries, keys and values', 'query key value', 'QKV', 'query vector', 'key vector', 'value vector'],
    definition:
      "The three learned projections of each position's vector that attention uses: the query $\\mathbf{q}_i$ says what position $i$ looks for, the key $\\mathbf{k}_j$ what position $j$ can be found by, and the value $\\mathbf{v}_j$ what it hands over when found. Stacked as rows they are $\\mathbf{Q} = \\mathbf{H}\\mathbf{W}_{\\mathrm{Q}}$, $\\mathbf{K} = \\mathbf{H}\\mathbf{W}_{\\mathrm{K}}$ and $\\mathbf{V} = \\mathbf{H}\\mathbf{W}_{\\mathrm{V}}$ for the token vectors $\\mathbf{H} \\in \\R^{T \\times d_{\\text{model}}}$.",
    formula:
      '\\mathbf{Q} = \\mathbf{H}\\mathbf{W}_{\\mathrm{Q}}, \\qquad \\mathbf{K} = \\mathbf{H}\\mathbf{W}_{\\mathrm{K}}, \\qquad \\mathbf{V} = \\mathbf{H}\\mathbf{W}_{\\mathrm{V}}',
    section: '/transformers#queries-keys-and-values',
    related: ['attention', 'scaled-dot-product-attention', 'self-attention'],
  },
  {
    id: 'scaled-dot-product-attention',
    term: 'scaled dot-product attention',
    aliases: ['dot-product attention', 'SDPA', 'scaled attention'],
    definition:
      'Attention whose scores are the dot products of queries and keys divided by $\\sqrt{d_k}$, turned into weights by a softmax along each row and used to average the values. If the $d_k$ entries of a query and a key are independent with mean 0 and variance 1, their dot product has variance $d_k$, so the division keeps the scores at variance 1 and stops the softmax from saturating as the key width grows.',
    formula:
      '\\operatorname{Attention}(\\mathbf{Q}, \\mathbf{K}, \\mathbf{V}) = \\operatorname{softmax}\\left(\\frac{\\mathbf{Q}\\mathbf{K}^\\top}{\\sqrt{d_k}}\\right)\\mathbf{V}',
    section: '/transformers#scaled-dot-product-attention',
    related: ['attention', 'query-key-value', 'attention-weights', 'softmax', 'self-attention'],
  },
  {
    id: 'attention-weights',
    term: 'attention weights',
    aliases: ['attention weight', 'attention matrix', 'attention map', 'attention pattern'],
    definition:
      'The matrix $\\mathbf{A}$ whose entry $a_{ij}$ is how much position $i$ takes from the value at position $j$: the softmax over $j$ of the scaled scores $\\mathbf{q}_i^\\top\\mathbf{k}_j/\\sqrt{d_k}$, so every row is positive and sums to 1. Drawn as a heat map it shows how one head in one layer mixes the sequence, which is a hint about what the model uses, not an explanation of its prediction.',
    formula:
      "a_{ij} = \\frac{\\exp\\left(\\mathbf{q}_i^\\top\\mathbf{k}_j / \\sqrt{d_k}\\right)}{\\sum_{j'=1}^{T} \\exp\\left(\\mathbf{q}_i^\\top\\mathbf{k}_{j'} / \\sqrt{d_k}\\right)}",
    section: '/transformers#scaled-dot-product-attention',
    related: ['scaled-dot-product-attention', 'causal-mask', 'multi-head-attention'],
  },

  // Self-attention
  {
    id: 'self-attention',
    term: 'self-attention',
    aliases: ['self attention', 'intra-attention', 'bidirectional self-attention'],
    definition:
      'Attention in which the queries, keys and values are all projections of the same sequence, so each of its $T$ positions builds a new vector as a weighted average over every position of that sequence, itself included. Any position reaches any other in one step, with weights that depend on the content, at a cost that grows like $T^2$.',
    formula:
      '\\operatorname{softmax}\\left(\\frac{(\\mathbf{H}\\mathbf{W}_{\\mathrm{Q}})(\\mathbf{H}\\mathbf{W}_{\\mathrm{K}})^\\top}{\\sqrt{d_k}}\\right)\\mathbf{H}\\mathbf{W}_{\\mathrm{V}}',
    section: '/transformers#self-attention-in-matrix-form',
    related: ['attention', 'cross-attention', 'scaled-dot-product-attention', 'multi-head-attention', 'causal-mask'],
  },
  {
    id: 'cross-attention',
    term: 'cross-attention',
    aliases: ['encoder-decoder attention', 'cross attention', 'source attention'],
    definition:
      "Attention whose queries come from one sequence and whose keys and values come from another: in an encoder–decoder model, each decoder position queries the encoder's output, so a target of length $T_{\\text{dec}}$ reading a source of length $T_{\\text{enc}}$ has a $T_{\\text{dec}} \\times T_{\\text{enc}}$ matrix of weights. It is how a translation model looks at the sentence it translates while it writes.",
    section: '/transformers#three-architectures',
    related: ['self-attention', 'encoder-decoder', 'attention'],
  },
  {
    id: 'causal-mask',
    term: 'causal mask',
    aliases: ['look-ahead mask', 'autoregressive mask', 'causal attention', 'masked self-attention', 'triangular mask'],
    definition:
      'A mask $\\mathbf{M}$ added to the scaled scores that puts $-\\infty$ wherever $j > i$ and 0 elsewhere, so position $i$ gives zero weight to every later position and attends only to $j \\le i$. It lets a decoder train on every next-token prediction of a text in one pass without any position seeing the token it must predict.',
    formula: 'M_{ij} = \\begin{cases} 0 & j \\le i \\\\ -\\infty & j > i \\end{cases}',
    section: '/transformers#masking',
    related: ['padding-mask', 'transformer-decoder', 'next-token-prediction', 'attention-weights'],
  },
  {
    id: 'padding-mask',
    term: 'padding mask',
    aliases: ['key padding mask', 'pad mask', 'padding token'],
    definition:
      "A mask that adds $-\\infty$ to the scores of every key at a padded position, the filler that extends shorter sequences to the length of the longest in a batch, so real tokens give it exactly zero weight. Without it a position's output would change with the amount of padding, which depends on the other sequences in the batch.",
    section: '/transformers#masking',
    related: ['causal-mask', 'attention-weights'],
  },
  {
    id: 'multi-head-attention',
    term: 'multi-head attention',
    aliases: ['multi-headed attention', 'MHA', 'attention head', 'attention heads', 'multi-head self-attention'],
    definition:
      'Several attentions run side by side: each of the $n_{\\text{heads}}$ heads has its own projections to width $d_k = d_{\\text{model}}/n_{\\text{heads}}$, and their outputs are concatenated and mixed by $\\mathbf{W}_{\\mathrm{O}}$, so each position can gather different things from different positions at once. It has $4d_{\\text{model}}^2 + 4d_{\\text{model}}$ parameters whatever the number of heads, the same as one head of full width.',
    formula:
      '\\begin{aligned} \\operatorname{MultiHead}(\\mathbf{H}) &= \\begin{bmatrix} \\operatorname{head}_1 & \\cdots & \\operatorname{head}_{n_{\\text{heads}}} \\end{bmatrix} \\mathbf{W}_{\\mathrm{O}}, \\\\ \\operatorname{head}_g &= \\operatorname{Attention}\\left(\\mathbf{H}\\mathbf{W}_{\\mathrm{Q}}^{(g)}, \\mathbf{H}\\mathbf{W}_{\\mathrm{K}}^{(g)}, \\mathbf{H}\\mathbf{W}_{\\mathrm{V}}^{(g)}\\right) \\end{aligned}',
    section: '/transformers#multi-head-attention',
    related: ['self-attention', 'scaled-dot-product-attention', 'transformer'],
  },
  {
    id: 'permutation-equivariance',
    term: 'permutation equivariance',
    aliases: ['permutation equivariant', 'permutation-equivariant', 'permutation invariance of attention'],
    definition:
      'The property that reordering the inputs only reorders the outputs the same way: for a permutation matrix $\\mathbf{P}_\\pi$, self-attention without positions satisfies $f(\\mathbf{P}_\\pi\\mathbf{H}) = \\mathbf{P}_\\pi f(\\mathbf{H})$, because permuting rows and columns of the scores alike commutes with the row-wise softmax. A transformer without positional information therefore cannot tell word orders apart.',
    formula: 'f(\\mathbf{P}_\\pi\\mathbf{H}) = \\mathbf{P}_\\pi f(\\mathbf{H})',
    section: '/transformers#positional-information',
    related: ['positional-encoding', 'self-attention', 'translation-equivariance'],
  },
  {
    id: 'positional-encoding',
    term: 'positional encoding',
    aliases: ['position encoding', 'positional information', 'position vectors'],
    definition:
      "A vector $\\mathbf{p}_i$ that depends on the position $i$ and is added to the token's embedding, $\\mathbf{h}_i = \\mathbf{E}_{u_i} + \\mathbf{p}_i$, so that attention, which is permutation-equivariant on its own, can use word order. It is either fixed (sinusoidal) or learned (one trained vector per position).",
    section: '/transformers#positional-information',
    related: ['sinusoidal-positional-encoding', 'learned-positional-embedding', 'permutation-equivariance', 'token-embedding'],
  },
  {
    id: 'sinusoidal-positional-encoding',
    term: 'sinusoidal positional encoding',
    aliases: ['sinusoidal encoding', 'sine-cosine positional encoding', 'fixed positional encoding'],
    definition:
      "The original transformer's fixed position vectors: pairs of coordinates are a sine and a cosine of the position $i$ at wavelengths in a geometric progression from $2\\pi$ towards $10000 \\cdot 2\\pi$. They have no parameters, exist for every position, and a shift of the position by a fixed offset rotates each sine–cosine pair, a linear map attention can learn to read.",
    formula: 'p_{i,\\,2c} = \\sin(\\omega_c\\, i), \\qquad p_{i,\\,2c+1} = \\cos(\\omega_c\\, i), \\qquad \\omega_c = 10000^{-2c/d_{\\text{model}}}',
    section: '/transformers#positional-information',
    related: ['positional-encoding', 'learned-positional-embedding'],
  },
  {
    id: 'learned-positional-embedding',
    term: 'learned positional embedding',
    aliases: ['learned positions', 'learned position embeddings', 'absolute position embedding', 'positional embedding'],
    definition:
      'Position vectors $\\mathbf{p}_i$ stored as a table with one trained row per position up to a maximum length, as in BERT (512 positions) and GPT-2 (1,024). They are as flexible as token embeddings but do not exist for positions beyond the table, so the model cannot read longer inputs.',
    section: '/transformers#positional-information',
    related: ['positional-encoding', 'sinusoidal-positional-encoding', 'context-window'],
  },

  // The transformer block
  {
    id: 'transformer',
    term: 'transformer',
    aliases: ['transformers', 'transformer architecture', 'transformer block', 'transformer layer'],
    definition:
      'A network for sequences (Vaswani and colleagues, 2017) made of a stack of identical blocks, each a multi-head self-attention sublayer and a position-wise MLP, both wrapped in a residual connection with layer normalisation (after the sublayer in the original, before it in most models since: the pre-norm form below), applied to token embeddings plus positional information. Every pair of positions interacts in one step, so training is parallel over the sequence, at a cost of $O(T^2 d_{\\text{model}} + T d_{\\text{model}}^2)$ time and $O(T^2)$ memory per layer.',
    formula:
      '\\begin{aligned} \\mathbf{H} &\\leftarrow \\mathbf{H} + \\operatorname{MultiHead}\\left(\\operatorname{LN}(\\mathbf{H})\\right), \\\\ \\mathbf{H} &\\leftarrow \\mathbf{H} + \\operatorname{MLP}\\left(\\operatorname{LN}(\\mathbf{H})\\right) \\end{aligned}',
    section: '/transformers#the-transformer-block',
    related: ['multi-head-attention', 'position-wise-mlp', 'residual-connection', 'layer-normalisation', 'pre-norm-and-post-norm'],
  },
  {
    id: 'pre-norm-and-post-norm',
    term: 'pre-norm and post-norm',
    aliases: ['pre-norm', 'post-norm', 'pre-LN', 'post-LN', 'pre-layer normalisation', 'post-layer normalisation'],
    definition:
      "The two places for layer normalisation in a transformer block: post-norm, the original, normalises after the residual addition, $\\operatorname{LN}(\\mathbf{h} + F(\\mathbf{h}))$, and pre-norm normalises only the sublayer's input, $\\mathbf{h} + F(\\operatorname{LN}(\\mathbf{h}))$. Pre-norm leaves an unbroken identity path, so deep stacks train stably without a careful warm-up, and most recent large models use it with one final normalisation after the last block.",
    section: '/transformers#residual-connections-and-layer-normalisation',
    related: ['layer-normalisation', 'residual-connection', 'transformer', 'learning-rate-warm-up'],
  },
  {
    id: 'position-wise-mlp',
    term: 'position-wise MLP',
    aliases: ['position-wise feed-forward network', 'FFN', 'feed-forward sublayer', 'MLP sublayer', 'position-wise feed-forward layer'],
    definition:
      "The two-layer MLP of a transformer block, applied to each position's vector separately with the same weights, usually with hidden width $d_{\\text{ff}} = 4d_{\\text{model}}$ and a ReLU or GELU in between. It does the per-position computation that attention, which mixes positions, does not, and with $8d_{\\text{model}}^2 + 5d_{\\text{model}}$ parameters it holds about two thirds of the block's.",
    formula: '\\operatorname{MLP}(\\mathbf{h}) = \\max\\left(0,\\, \\mathbf{h}\\mathbf{W}_1 + \\mathbf{b}_1\\right)\\mathbf{W}_2 + \\mathbf{b}_2',
    section: '/transformers#the-position-wise-mlp',
    related: ['transformer', 'multi-head-attention', 'gelu'],
  },

  // Encoders and decoders
  {
    id: 'transformer-encoder',
    term: 'transformer encoder',
    aliases: ['encoder-only transformer', 'encoder-only model', 'bidirectional encoder'],
    definition:
      'A stack of transformer blocks with unmasked self-attention, so every position sees the whole input on both sides, turning a text into one vector per token. It suits classification, tagging and embeddings for search, is usually pre-trained by masked-language modelling (BERT), and does not generate text.',
    section: '/transformers#three-architectures',
    related: ['transformer-decoder', 'encoder-decoder', 'bert', 'masked-language-modelling'],
  },
  {
    id: 'transformer-decoder',
    term: 'transformer decoder',
    aliases: ['decoder-only transformer', 'decoder-only model', 'autoregressive transformer', 'causal language model'],
    definition:
      'A stack of transformer blocks whose self-attention has a causal mask, trained by next-token prediction and used to generate text one token at a time. Since most tasks can be phrased as text in and text out, one large decoder (GPT) can do many of them through its prompt, and most large language models are decoders.',
    section: '/transformers#three-architectures',
    related: ['transformer-encoder', 'encoder-decoder', 'causal-mask', 'next-token-prediction', 'gpt'],
  },
  {
    id: 'encoder-decoder',
    term: 'encoder–decoder transformer',
    aliases: ['encoder-decoder', 'encoder-decoder model', 'sequence-to-sequence model', 'seq2seq'],
    definition:
      "The original transformer's layout: an encoder reads the source with unmasked self-attention, and a decoder writes the output with causal self-attention and, in every block, cross-attention to the encoder's output. It suits tasks with a distinct input and output, such as translation and summarisation (the original transformer, T5).",
    section: '/transformers#three-architectures',
    related: ['transformer-encoder', 'transformer-decoder', 'cross-attention'],
  },
  {
    id: 'masked-language-modelling',
    term: 'masked-language modelling',
    aliases: ['masked language modeling', 'MLM', 'masked language model', 'cloze objective'],
    definition:
      "BERT's pre-training objective: choose 15% of a text's positions, replace most of those tokens by a mask token (80%; 10% get a random token and 10% stay unchanged), and train an encoder to predict the original tokens there from the context on both sides. The loss covers only the chosen positions, and the model learns representations of whole inputs rather than how to generate.",
    section: '/transformers#masked-language-modelling-and-next-token-prediction',
    related: ['next-token-prediction', 'bert', 'transformer-encoder', 'pre-training'],
  },
  {
    id: 'next-token-prediction',
    term: 'next-token prediction',
    aliases: ['causal language modelling', 'causal language modeling', 'autoregressive language modelling', 'language modelling objective'],
    definition:
      'The objective of decoders such as GPT: at every position $i$, predict the token $u_{i+1}$ from $u_1, \\dots, u_i$, with the cross-entropy of each prediction averaged over the positions. The product of these conditionals is the probability of the whole text, so a model trained this way can generate by sampling one token after another.',
    formula: 'p_{\\boldsymbol{\\theta}}(u_1, \\dots, u_T) = \\prod_{i=1}^{T} p_{\\boldsymbol{\\theta}}(u_i \\mid u_{<i})',
    section: '/transformers#masked-language-modelling-and-next-token-prediction',
    related: ['masked-language-modelling', 'transformer-decoder', 'causal-mask', 'language-model-perplexity', 'gpt'],
  },
  {
    id: 'language-model-perplexity',
    term: 'perplexity of a language model',
    aliases: ['language model perplexity', 'LM perplexity', 'per-token perplexity', 'PPL'],
    definition:
      'The exponential of the mean cross-entropy per token, in nats, on held-out text: one over the geometric mean of the probabilities the model gave the actual tokens, read as the number of equally likely choices it is as uncertain as. A uniform guess over the vocabulary scores $\\lvert\\mathcal{V}\\rvert$ and a perfect model 1; values compare only between models with the same tokeniser on the same text.',
    formula: '\\operatorname{PPL} = \\exp\\left(-\\frac{1}{T - 1}\\sum_{i=2}^{T} \\ln p_{\\boldsymbol{\\theta}}(u_i \\mid u_{<i})\\right)',
    section: '/transformers#cross-entropy-per-token-and-perplexity',
    related: ['next-token-prediction', 'cross-entropy', 'perplexity'],
  },
  {
    id: 'sampling-temperature',
    term: 'sampling temperature',
    aliases: ['temperature', 'softmax temperature', 'temperature sampling'],
    definition:
      'A number $\\vartheta > 0$ that divides the logits $z_u$ before the softmax when sampling the next token: $\\vartheta < 1$ sharpens the distribution towards the most probable token (greedy decoding as $\\vartheta \\to 0$), and $\\vartheta > 1$ flattens it towards uniform. It never changes the order of the tokens, only how much probability the likeliest ones take.',
    formula: "p_\\vartheta(u) = \\frac{\\exp(z_u / \\vartheta)}{\\sum_{u'} \\exp(z_{u'} / \\vartheta)}",
    section: '/transformers#sampling-greedy-temperature-and-top-k',
    related: ['top-k-sampling', 'greedy-decoding', 'softmax'],
  },
  {
    id: 'top-k-sampling',
    term: 'top-k sampling',
    aliases: ['top-k', 'top k sampling', 'top-k decoding'],
    definition:
      'Sampling the next token from the $k_{\\text{top}}$ most probable tokens only, after setting the others to zero and dividing the kept probabilities by their sum. It cuts off the long tail of unlikely tokens that would otherwise derail the text now and then; $k_{\\text{top}} = 1$ is greedy decoding.',
    section: '/transformers#sampling-greedy-temperature-and-top-k',
    related: ['sampling-temperature', 'greedy-decoding'],
  },
  {
    id: 'greedy-decoding',
    term: 'greedy decoding',
    aliases: ['greedy search', 'argmax decoding', 'greedy generation'],
    definition:
      'Generating text by taking the most probable next token at every step. It is deterministic and cheap, and often fine for short answers with one right output, but the sequence of locally best tokens need not be the most probable sequence, and long outputs tend to turn bland and repeat themselves.',
    section: '/transformers#sampling-greedy-temperature-and-top-k',
    related: ['sampling-temperature', 'top-k-sampling', 'beam-search'],
  },
  {
    id: 'top-p-sampling',
    term: 'top-p sampling',
    aliases: ['nucleus sampling', 'top-p', 'top p sampling'],
    definition:
      'Sampling the next token from the smallest set of tokens whose probabilities add up to at least $p$, after renormalising. Unlike a fixed $k_{\\text{top}}$ in top-k sampling, the set shrinks when the model is sure of the next token and grows when many continuations are plausible.',
    section: '/transformers#sampling-greedy-temperature-and-top-k',
    related: ['top-k-sampling', 'sampling-temperature', 'greedy-decoding'],
  },
  {
    id: 'beam-search',
    term: 'beam search',
    aliases: ['beam decoding', 'beam width'],
    definition:
      'A decoding strategy that keeps the few most probable partial sequences at each step instead of one, extends each by every candidate token and keeps the best of the results. It finds more probable whole sequences than greedy decoding, without a guarantee of the best, and suits tasks with one right output such as translation; open-ended text reads better when sampled.',
    section: '/transformers#sampling-greedy-temperature-and-top-k',
    related: ['greedy-decoding', 'top-k-sampling'],
  },

  // Pre-training, fine-tuning and in-context use
  {
    id: 'pre-training',
    term: 'pre-training',
    aliases: ['pretraining', 'pre-trained model', 'pretrained model', 'self-supervised pre-training'],
    definition:
      'Training a model first on a large amount of unlabelled text with a self-supervised objective, next-token prediction or masked-language modelling, whose targets are the text itself. The weights it produces are then adapted to many tasks by fine-tuning or used through the prompt, so a task needs far fewer labelled examples than training from scratch would.',
    section: '/transformers#pre-training-fine-tuning-and-in-context-use',
    related: ['fine-tuning', 'in-context-learning', 'next-token-prediction', 'masked-language-modelling'],
  },
  {
    id: 'fine-tuning',
    term: 'fine-tuning',
    aliases: ['finetuning', 'fine-tuned model', 'transfer learning'],
    definition:
      'Continuing to train a pre-trained model, all its weights or a small added set of them, by gradient descent on labelled examples of a task. It usually needs hundreds to thousands of examples, specialises the model to a narrow, stable task and can erode abilities the task does not use.',
    section: '/transformers#pre-training-fine-tuning-and-in-context-use',
    related: ['pre-training', 'in-context-learning'],
  },
  {
    id: 'in-context-learning',
    term: 'in-context learning',
    aliases: ['in-context use', 'few-shot prompting', 'zero-shot prompting', 'prompting', 'ICL'],
    definition:
      'Using a pre-trained model for a task without changing its weights, by putting instructions and a few examples $(\\mathbf{x}_i, y_i)$ in its input and letting it continue the pattern. It needs no training, but everything must fit in the context window, is paid for on every call, and results can change with the wording and order of the examples.',
    section: '/transformers#pre-training-fine-tuning-and-in-context-use',
    related: ['fine-tuning', 'pre-training', 'context-window'],
  },
  {
    id: 'context-window',
    term: 'context window',
    aliases: ['context length', 'context size', 'maximum sequence length'],
    definition:
      'The largest number of tokens $T$ a transformer reads at once, fixed in training by its position vectors and by the $O(T^2)$ cost of attention. Text beyond it must be truncated, split into windows or retrieved in parts, and models usually degrade on inputs longer than those they were trained on.',
    section: '/transformers#the-cost-of-attention',
    related: ['learned-positional-embedding', 'in-context-learning', 'token'],
  },
  {
    id: 'key-value-cache',
    term: 'key–value cache',
    aliases: ['KV cache', 'key-value cache', 'kv caching', 'attention cache'],
    definition:
      'The keys and values of the tokens already processed, kept by a decoder while it generates text one token at a time. The causal mask guarantees they do not change when a token is appended, so each new token costs one query against the $i$ cached keys, $O(i\\, d_{\\text{model}})$ for its attention, instead of recomputing all pairs; the cache grows linearly with the length and with the number of layers and heads.',
    section: '/transformers#the-cost-of-attention',
    related: ['causal-mask', 'context-window'],
  },
  {
    id: 'bert',
    term: 'BERT',
    aliases: ['bidirectional encoder representations from transformers'],
    definition:
      'A transformer encoder (Devlin and colleagues, 2019) pre-trained by masked-language modelling, with learned position embeddings for 512 positions. Its vectors use context on both sides of each token, and it is fine-tuned with a small output layer for classification, tagging or search; it does not generate text.',
    section: '/transformers#masked-language-modelling-and-next-token-prediction',
    related: ['transformer-encoder', 'masked-language-modelling', 'gpt', 'fine-tuning'],
  },
  {
    id: 'gpt',
    term: 'GPT',
    aliases: ['generative pre-trained transformer', 'GPT-2', 'GPT-3'],
    definition:
      'A family of transformer decoders, from OpenAI, pre-trained by next-token prediction with a causal mask, so every token of the training text after the first is a target and the model can generate text. Larger versions can be used through instructions and examples in the prompt as well as fine-tuned.',
    section: '/transformers#masked-language-modelling-and-next-token-prediction',
    related: ['transformer-decoder', 'next-token-prediction', 'bert', 'in-context-learning'],
  },
];
