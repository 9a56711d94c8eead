/**
 * Computed answers for the transformers lecture's numeric practice questions: the worked example's
 * attention weights (figures/attention-weights.ts), the variance of a dot product, the parameter
 * count of multi-head attention, the memory of the stored weights, perplexity and temperature.
 */
import { attentionWeights, softmaxRows, workedK, workedQ } from '../../../figures/attention-weights.ts';

/** Parameters of multi-head attention with biases when n_heads · d_k = n_heads · d_v = d_model: 4 d_model² + 4 d_model. */
const multiHeadParameters = (dModel: number) => 4 * dModel * dModel + 4 * dModel;

export const transformersAnswers: Record<string, () => number> = {
  // Var(qᵀk) = d_k for independent unit-variance entries, so the standard deviation is √d_k.
  'transformers-score-std': () => Math.sqrt(256),
  // Row "sat" (query 3), column "cat" (key 2) of softmax(QKᵀ/√2).
  'transformers-worked-weight': () => attentionWeights(workedQ, workedK)[2][1],
  'transformers-mha-parameters': () => multiHeadParameters(768),
  // 16 heads × T² weights × 2 bytes, in MiB.
  'transformers-score-memory': () => (16 * 4096 ** 2 * 2) / 2 ** 20,
  // The inverse geometric mean of the probabilities of the true tokens.
  'transformers-perplexity': () => {
    const probabilities = [0.2, 0.5, 0.4, 0.25, 0.5];
    const meanLoss = -probabilities.reduce((sum, p) => sum + Math.log(p), 0) / probabilities.length;
    return Math.exp(meanLoss);
  },
  // softmax(z / ϑ) at ϑ = 0.5, the largest logit's probability.
  'transformers-temperature': () => softmaxRows([[2, 1, 0.5, 0, -1].map((z) => z / 0.5)])[0][0],
};
