/**
 * The word lists the tutor reads questions with, as data a reader can review: which words carry no
 * topic (function words, the words that shape a request, the words every lecture uses), which say
 * what kind of answer is wanted, and which name a symbol. The analysis chain (shared/text-analysis.ts)
 * turns them into sets; the tutor reads them in retrieval, in matching its units and in composing answers.
 */
/** A list written as words separated by spaces and line breaks. */
function words(list: string): readonly string[] {
  return list.trim().split(/\s+/);
}

/** A list written one entry a line. */
function lines(list: string): readonly string[] {
  return list
    .trim()
    .split('\n')
    .map((line) => line.trim());
}

/** Function words: removed from questions and sections alike. */
export const stopWordList = words(`
  a an the and or but if then so of in on at to for from by with about into onto over under as than is are was
  were be been being am do does did done doing have has had having what whats which who whom whose why how
  when where can could would should will shall may might must i im ive me my we our us you your it its they
  them their this that these those there here he she his her not no nor dont doesnt didnt cant cannot isnt
  arent wont wouldnt shouldnt couldnt just also ok okay please thanks thank hi hello hey eg ie etc wat wut wht
  pls plz thx ya hw dosent dosnt tho though smth sth
`);

/**
 * Words that shape a question but name no topic ("explain", "difference", "reliable"). They count a
 * little in ranking ("mean" is also a statistic) and never towards coverage.
 */
export const questionWordList = words(`
  explain tell show give mean means meaning define definition difference differ different between vs versus
  work works working use used using get gets got make makes made some any all more most much many very really
  still again like want need know understand question answer one two way ways thing things something kind
  kinds sort happen happens actually even exactly always never better best good bad new whole let lets say
  says said go goes going come comes see look looks find found try trying instead same other another each
  every possible sure quick quickly simple simply intuition intuitive idea basically right wrong deal deals
  handle handles ever supposed walk through great well badly poorly nice fine terrible awesome sometimes often
  usually typically big huge tiny percent percentage interpretation interpret interpreting meaningful reliable
  reliably trust trustworthy solve solves solved solving intuitively briefly brief eli5 layman laymans plain
  english nutshell summarise summarize summary overview detail detailed clearly concisely example examples
  short shortly basic basics rubbish useless pointless awful horrible garbage lol lmao nah yeah yep bunch
  kinda sorta gonna wanna someone somebody told heard hear friend colleague professor bug bugs buggy several
  lots lot poor apart pretty hopeless legit anyway anyways
`);

/**
 * Words every lecture uses ("model", "data", "learn"). Next to a real topic they prove nothing
 * ("train a transformer model"), so they count towards coverage only in a question with no other.
 */
export const genericWordList = words(`
  learn learning learned learns model models data dataset datasets algorithm algorithms machine machines
  method methods train trains trained training problem problems result results compute computed computing
  calculate calculation value values number numbers function functions step steps ml ai artificial
  intelligence predict prediction predictions
`);

/**
 * Words that say what a question asks for rather than what it is about ("choose", "fail",
 * "difference"): an authored answer is matched on the question's other words, so "how do I pick k"
 * meets "How do I choose the number of clusters k?".
 */
export const intentWordList = words(`
  choose chose chosen choosing choice pick picking picked select selecting selection decide deciding decision
  tune tuning tuned determine determining optimal sensible reasonable value values number many much fail fails
  failing failure situation situations case cases break breaks breaking struggle struggles pitfall pitfalls
  limitation limitations drawback drawbacks disadvantage disadvantages downside downsides weakness weaknesses
  mistake mistakes avoid fine safe alright necessary needed required worth allowed prefer preferred worse
  which when why reason reasons compare compared comparison practice practical matter matters should advantage
  advantages pros cons actual formula formulas formulae equation equations expression
`);

/** Greek letters and functions that learners spell out ("how do I choose sigma", "y hat"). */
export const namedSymbolList = words(`
  alpha beta gamma delta epsilon zeta eta theta kappa lambda mu nu xi pi rho sigma tau phi chi psi omega sqrt
  log exp max min sum hat bar tilde nabla
`);

/** Words that make a question one about code (a recipe answers it), besides a class or function name written as code. */
export const codeWordList = words(`
  sklearn scikit scikit-learn python code snippet script numpy pandas matplotlib import api joblib pickle
  implement implementation syntax
`);

/**
 * Verbs that open a request to do something with code ("print the rules of my tree", "fit a linear
 * regression and get its coefficients", "turn string labels into numbers"): a recipe does the task,
 * where a concept question opens with "what", "why" or "explain". "show" and "give" are not here:
 * "show me an svm solved by hand" asks for a worked example.
 */
export const taskVerbList = words(`
  save load plot draw visualise visualize print compute calculate encode impute split scale normalise normalize
  standardise standardize fit train get make create build turn convert combine select extract run tune
  transform apply evaluate compare check measure classify cluster reduce detect
`);

/**
 * Machine-learning topics the lectures do not teach: each is named at most once, in passing, if at
 * all ("… and Gaussian processes"), while its words are everywhere ("Gaussian", "process",
 * "hidden", "learning"), so a question about it would otherwise look covered and get the answer
 * to another question. A topic a lecture or a glossary entry defines, even in one sentence
 * (variational inference, the variational autoencoder), is not listed. Neither the lectures nor the written units answer a question that names
 * one; a reference source does only when one of its headings names it. One topic per line, in
 * any spelling the lectures' word reading accepts (British or American); a plural is matched by
 * its stem.
 */
export const notTaughtTopicList = lines(`
  reinforcement learning
  q-learning
  sarsa
  temporal difference learning
  actor-critic
  deep q-network
  value iteration
  policy iteration
  monte carlo tree search
  bellman equation
  markov decision process
  policy gradient
  multi-armed bandit
  bayesian optimisation
  gaussian process
  hidden markov model
  kalman filter
  particle filter
  belief propagation
  markov random field
  importance sampling
  bayesian network
  graphical model
  conditional random field
  markov chain monte carlo
  mcmc
  gibbs sampling
  metropolis-hastings
  generative adversarial network
  gan
  diffusion model
  normalising flow
  arima
  recommender system
  collaborative filtering
  federated learning
  active learning
  graph neural network
  word2vec
  genetic algorithm
  boltzmann machine
  hopfield network
  self-organising map
  topic model
  latent dirichlet allocation
  survival analysis
  contrastive learning
  knowledge distillation
  siamese network
  meta-learning
  few-shot learning
  object detection
  speech recognition
  hypothesis test
  p-value
  a/b test
  t-test
  pandas
`);

/**
 * Small talk: a message made only of these words is answered with a short friendly reply, not
 * searched ("ok thanks!", "hi there"). Each list names the reply it gets.
 */
export const smallTalkWordLists = {
  thanks: words(`thanks thank thx ty cheers appreciated appreciate helpful helps helped`),
  greeting: words(`hi hello hey hiya morning afternoon evening greetings`),
  goodbye: words(`bye goodbye cya later`),
  /** Words that go with any of them ("ok, got it", "that makes sense, thank you so much"). */
  filler: words(`ok okay cool great nice awesome perfect good got it i see that this makes make sense you so very much a lot for the
  there all clear understood now yes yeah yep alright right wow`),
} as const;
