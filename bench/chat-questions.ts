/** The questions the load benchmarks ask the built-in tutor, one picked at random per request (one is off-topic). */
export const benchQuestions = [
  'what is the kernel trick',
  'how does k-means choose clusters',
  'what is overfitting',
  'explain gradient descent',
  'what is a random forest',
  'how does pca work',
  'what is backpropagation',
  'whats the weather',
];

/** A chat request body from a new learner (a new session), so that every answer is computed and stored anew. */
export function newLearnerQuestion(): string {
  return JSON.stringify({
    action: 'sendMessage',
    sessionId: crypto.randomUUID(),
    chatInput: benchQuestions[Math.floor(Math.random() * benchQuestions.length)],
  });
}
