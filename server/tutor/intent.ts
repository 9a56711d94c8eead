/**
 * What a learner's question asks for, so the built-in tutor can answer that and not only its topic:
 * "how do I choose k" wants the criteria, "why does LASSO give zeros" the reason, "ridge vs LASSO"
 * the difference, "gini impurity formula" the formula, "when does k-means fail" the situations.
 * Recognised from the question's wording alone, with patterns a reader can check; the default is a
 * definition, which is what the tutor answered before it knew intents.
 */
import { normaliseQuestion } from '../../content/ml-synonyms.ts';
import { codeWordList, smallTalkWordLists, taskVerbList } from '../../content/tutor-words.ts';

/** The kinds of question the built-in tutor composes different answers for. */
export const questionIntents = ['define', 'choose', 'why', 'compare', 'formula', 'when'] as const;
export type QuestionIntent = (typeof questionIntents)[number];

/** A question's intent, and for a comparison the two things compared, as the learner wrote them. */
export interface DetectedIntent {
  intent: QuestionIntent;
  /** Only for `compare`: "ridge" and "lasso" in "ridge vs lasso, what's the actual difference?". */
  sides?: [string, string];
}

/** Ways of setting two things side by side; the first group is one side, the second the other. */
const comparisonPatterns: RegExp[] = [
  /(?:^|\b)(?:difference|differences|distinction) (?:is there )?between (?:the )?(.+?) (?:and|vs|versus|or) (?:the )?(.+)$/,
  /\bhow (?:does|do|is|are) (.+?) (?:differ|different) (?:from|to|than) (.+)$/,
  /\b(?:compare|comparing|contrast) (?:the )?(.+?) (?:and|with|to|vs|versus) (?:the )?(.+)$/,
  /^(.+?) (?:compared|relative) (?:to|with) (.+)$/,
  /^(.+?) \b(?:vs|versus)\b (.+)$/,
  /\b(?:choose|pick|decide|use|prefer|better)[a-z]* between (?:the )?(.+?) (?:and|or) (?:the )?(.+)$/,
  /^(?:should i use |do i use |is it better to use |which is better,? )?(.+?) or (.+?),? (?:which|what|when|whats)\b.*$/,
  /^(?:which is better|which should i use|which one should i use|which to use)[:,]? (.+?) or (.+)$/,
  /^(?:should i use|do i use|is it better to use|better to use) (.+?) or (.+)$/,
  /^(?:is|are) (.+?) (?:the same|equivalent|identical) (?:thing |method )?(?:as|to) (.+)$/,
  // "when should i use an svm instead of logistic regression": one option weighed against another.
  /^(?:when |why )?(?:should|would|do|can|could) (?:i|we|you|one) (?:use|prefer|choose|pick|go with|try) (?:an? |the )?(.+?) (?:instead of|rather than|over) (?:an? |the )?(.+)$/,
  // "squared loss or absolute loss if my data has outliers?": two options, then the situation.
  /^(?:should i use |do i use )?(.+?) or (.+?),? (?:if|when|for|with|on) (?:my|i|we|the|a|an|data|small|large|noisy|[a-z]+ing)\b.*$/,
  // "should i compute pca with an eigendecomposition of the covariance or with svd": two ways of doing one thing.
  /^(?:should|do|would|can) (?:i|we|you) [a-z]+ (?:[a-z0-9-]+ ){0,3}(?:with|using|by|via) (?:an? |the )?(.+?) or (?:with |using |by |via )?(?:an? |the )?(.+)$/,
  /^(?:should|do|would|can) (?:i|we|you) (?:build|pick|choose|try|fit|train|go with|apply|run) (?:an? |the )?(.+?) or (?:an? |the )?(.+)$/,
  // A scenario, then two options: "text classification with 50k tf-idf features, linear kernel or rbf?".
  /,\s*((?:[a-z0-9+-]+ ){0,3}[a-z0-9+-]+) or ((?:[a-z0-9+-]+ ){0,3}[a-z0-9+-]+)\s*\?$/,
  // Two names and a question mark: "hinge or log loss?", "lda or pca before my classifier?".
  /^(?!(?:is|are|was|can|could|should|do|does|did|how|what|whats|why|when|which|will|would|who|where)\b)((?:[a-z0-9+-]+ ){0,3}[a-z0-9+-]+) or ((?:[a-z0-9+-]+ ){0,5}[a-z0-9+-]+)\s*\?$/,
];

/** Formula questions name the formula, or the calculus or algebra that produces one. */
const formulaPattern =
  /\b(?:formula|formulas|formulae|equation|equations|derivative|derivatives|differentiate|partial|gradient of|gradient for|gradients of|update rule|update rules|update equation|update step|update for|closed form|closed-form|expression for|expression of|write (?:down|out)|math (?:for|of|behind)|maths (?:for|of|behind)|(?:mle|mles|maximum likelihood estimates?|estimators?) (?:of|for)|(?:variance|expected value|expectation) of (?:the|a|an|its)|how (?:is|are|do i|do you|to) (?:compute|computed|calculate|calculated|work out)|objective function|cost function|loss function of|in terms of|(?:probability|likelihood) of (?:picking|choosing|selecting|drawing|sampling))\b|^(?:the )?[a-z0-9+-]+(?: [a-z0-9+-]+){0,3} (?:objective|criterion)$|\bhow (?:is|are|do i|do you|to) .{1,40}\b(?:computed|calculated|derived|updated)\b/;

/** Choosing or tuning: a value, a number of things, a setting. */
const choosePattern = new RegExp(
  [
    String.raw`\bhow (?:do|should|can|would|could|will|to|does one|do we|do you)? ?(?:i |we |you |one )?(?:choose|chose|pick|select|decide|set|tune|determine|find the best|find a good|find the right|find the optimal|know how many|know which value)\b`,
    String.raw`\bhow (?:many|much|big|large|small|deep|wide|high|low)\b`,
    String.raw`\bbest way to (?:pick|choose|select|set|tune|find)\b`,
    String.raw`\b(?:(?:choos|choic|select|tuning|tune)[a-z]*|pick(?:ing)?) (?:of |for |the |a |an |my |good |right |best )*(?:k|lambda|λ|eta|η|c|gamma|γ|sigma|σ|alpha|α|value|values|number|learning rate|step size|depth|bandwidth|threshold|kernel|degree|width|hyperparameter|hyperparameters|regulari[sz]ation|penalty|batch|components|dimensions|clusters|neighbou?rs|trees)\b`,
    String.raw`\b(?:what|which) (?:value|values|learning rate|step size|k|number|depth|bandwidth|threshold|kernel|degree|batch size|lambda|c|gamma) (?:of |for |should|do|to|is)`,
    String.raw`\b(?:best|optimal|right|good|sensible|reasonable) (?:value|values|number|k|choice|learning rate|step size|depth|bandwidth|threshold|kernel|degree|batch size|lambda|c|gamma|setting)\b`,
    String.raw`\bwhat (?:k|learning rate|step size|lambda|c|gamma|depth|kernel|threshold|batch size) (?:should|do|to)\b`,
    String.raw`\b(?:good|sensible|reasonable|typical|normal) (?:starting |default |initial )?(?:value|values|setting|range)\b`,
    String.raw`\b(?:a|the) (?:good|sensible|reasonable|typical) (?:default|starting point)\b`,
    String.raw`\b(?:what|which) (?:distance|metric|kernel|loss|activation|optimi[sz]er|criterion|split criterion)(?: metric| function)? (?:should|to|for|do)\b`,
    String.raw`\bwhat (?:[a-z0-9-]+ ){1,3}should (?:i|we) (?:use|set|pick|choose|start with)\b`,
    String.raw`\bhow (?:can|do|would|should) (?:i|we|you) (?:tell|know|judge) which\b`,
    String.raw`\bwhich (?:[a-z0-9-]+ ){1,3}(?:should|do|would) (?:i|we|you) (?:use|pick|choose|take)\b`,
    String.raw`\bwhich (?:[a-z0-9-]+ ){1,2}(?:fits|suits|matches)\b`,
    String.raw`\b(?:dimension|dimensions|number|value|k|depth|component|components|cluster|clusters|kernel|bandwidth|parameter|hyperparameter|metric)s? (?:choice|selection)\b`,
  ].join('|'),
);

/** Why: the reason behind a result. */
const whyPattern =
  /^(?:but |so |and |ok |okay )?why\b|\bwhy\s*[?!.]*$|\bwhy (?:does|do|is|are|did|would|should|can|cant|doesnt|isnt|arent|not)\b|\bhow come\b|\b(?:the )?reason (?:for|why|behind)\b|\bwhat makes\b/;

/** When to use, when it fails, what goes wrong, whether a practice is all right. */
const whenPattern = new RegExp(
  [
    String.raw`\bwhen (?:should|shouldnt|would|wouldnt|do|does|dont|doesnt|is|isnt|are|to|not to|can|cant|will|might|may)\b`,
    String.raw`\b(?:what|which) (?:situations|situation|cases|case|kind of data|kinds of data|type of data|problems)\b`,
    String.raw`\bin what (?:situations|situation|cases|case)\b`,
    String.raw`\b(?:fail|fails|failing|failure|failures|break|breaks|breaking|go wrong|goes wrong|struggle|struggles|bad at|pitfall|pitfalls|limitation|limitations|drawback|drawbacks|disadvantage|disadvantages|downside|downsides|weakness|weaknesses|weak point|mistake|mistakes|gotcha|gotchas|caveat|caveats|avoid)\b`,
    String.raw`\bis it (?:ok|okay|fine|bad|wrong|safe|alright|all right|a good idea|a bad idea|necessary|needed|required|worth|allowed|legit|cheating)\b`,
    String.raw`\b(?:should|do|must|can) i (?:always |still |also |really )?(?:standardi[sz]e|normali[sz]e|scale|center|centre|split|shuffle|use|apply|remove|drop|tune|fit|run|prune|bother|keep|check|worry)\b`,
    String.raw`\bdo i (?:need|have) to\b`,
    String.raw`\b(?:good|bad|appropriate|suitable|right) (?:choice|fit|idea) (?:for|when)\b`,
    String.raw`\buse (?:it|this|them) (?:for|when|on)\b`,
    String.raw`\b(?:advantages|pros and cons|strengths)\b`,
    String.raw`\bis (?:it|this|that|[a-z0-9-]+(?: [a-z0-9-]+){0,3}) (?:a )?(?:good|bad|sensible|reasonable|poor|wise) (?:idea|metric|measure|choice|fit|approach)\b`,
    // "is a neural net worth it on a small dataset": whether a method pays off where the learner is.
    String.raw`^(?:is|are) (?:[a-z0-9-]+ ){1,5}worth (?:it|using|trying|the)\b`,
    String.raw`\b(?:can|should) i (?:trust|rely on|just)\b`,
    String.raw`\bdoes (?:it|this|[a-z0-9-]+(?: [a-z0-9-]+){0,3}) (?:scale|always|ever|still work|work (?:well |at all )?(?:with|on|for|in))\b`,
    String.raw`\bwhat (?:do|should|can) (?:i|we) do\b`,
    // A yes/no question about whether something holds ("can boosting overfit", "does the order of
    // the features matter", "is pca sensitive to outliers") asks when it does; a request ("can you
    // explain …") or a question about a meaning ("does naive mean …") does not.
    // ("k-means" and "k means" name a method, not a meaning.)
    String.raw`^(?:and |but |so )?(?:can|could|should|must|does|do|will|would) (?!you\b)(?!.*\b(?<!\bk[- ])(?:mean|means|stand for|refer to)\b)`,
    String.raw`^(?:is|are) (?:[a-z0-9-]+ ){1,4}(?:sensitive|robust|affected|guaranteed|reliable|safe) (?:to|against|with|for)\b`,
    // A symptom the learner reports ("my forest predicts flat values … bug?", "is this normal?"):
    // what goes wrong, and when, rather than what something is.
    String.raw`\b(?:a )?bug\b|\bis (?:that|this|it) (?:normal|expected|a problem)\b`,
    String.raw`^my (?:[a-z0-9-]+ ){1,4}(?:predicts|gives|returns|outputs|keeps|shows|gets|never|always|only|stays|jumps|explodes|diverges)\b`,
    String.raw`\b(?:keeps|kept) [a-z]+ing\b`,
    // A yes/no question about a setting or a choice ("is sigmoid ok in the hidden layers?", "is my
    // learning rate too big?"), and how to tell that something is wrong.
    String.raw`^(?:is|are) (?:[a-z0-9-]+ ){1,4}(?:ok|okay|fine|alright|enough|too (?:big|large|small|high|low|deep|shallow|many|few|slow|fast))\b`,
    String.raw`\bhow (?:do|can|would|will|could) (?:i|you|we|one) (?:know|tell|check|see) (?:if|whether)\b`,
    String.raw`\b(?:will|would|does|can|could) (?:that|this|it) (?:still )?work\b`,
    String.raw`\b(?:watch out|look out|be careful|beware)\b`,
    // "… does that mean the group is more spread out?": reading a result, not a word's meaning.
    String.raw`(?<!\bwhat )\bdoes (?:that|this|it) mean (?:that|my|the|i|its|there|we)\b`,
    String.raw`\b(?:meaningful|trustworthy|reliable|legit|legitimate|believable|valid)\s*\??$`,
    String.raw`\banything (?:i|we|you) (?:can|could|should) do\b`,
    String.raw`\b(?:signs?|symptoms?) (?:of|that)\b`,
    // A learner who reports a result and asks what went wrong ("… what did i mess up", "… what is
    // going on?") or whether it is as good as it looks ("99% accuracy … is that actually good?").
    String.raw`\bwhat (?:did|have) (?:i|we) (?:do wrong|done wrong|get wrong|got wrong|mess up|messed up|miss|missed|break|broken)\b|\bmess(?:ed)? (?:it |this |something )?up\b`,
    String.raw`\bwhat(?:s| is| was) (?:going on|happening)\b|\bwhat(?:s| is) wrong\s*\??$`,
    // "… 0.99 on the training set, is that fine?", "thats a great sign right?": a verdict on a result.
    String.raw`,\s*(?:is|was) (?:that|this|it) (?:ok|okay|fine|normal|good|bad|a problem|right)\s*\??$|\b(?:a )?(?:good|great|bad) sign\b`,
    String.raw`\b(?:is|was) (?:that|this|it|my (?:[a-z0-9-]+ ){0,2}[a-z0-9-]+) (?:overfitting|underfitting|a sign of)\b|\bwhat (?:should|can|could) (?:i|we) try\b`,
    String.raw`^(?:is|was|are) (?:that|this|it|these|those|they) (?:actually |really |even |still )?(?:good|any good|bad|right|correct|valid|believable|impressive|realistic|real|genuine|a good (?:result|score|model))\b`,
    String.raw`\b(?:going to be|gonna be|be|is|are) (?:a |an )?(?:problem|issue)\s*\??$`,
    // "what happens if k is too big": the consequences of a setting or a situation; "… on my
    // laptop. good idea?": a verdict on a plan.
    String.raw`\bwhat happens (?:if|when)\b|\b(?:a )?(?:good|bad) idea\s*\??$`,
    // A symptom stated without a question ("… but the text it generates is garbage", "the loss
    // barely moves, is something broken?"): what went wrong.
    String.raw`\b(?:garbage|gibberish|nonsense|broken|takes forever|way too (?:big|small|large|high|low|slow))\b|\bbarely (?:move[sd]?|change[sd]?|improve[sd]?|learn(?:s|ed)?|drop(?:s|ped)?|falls?|fell)\b`,
    String.raw`\b(?:doesnt|does not|dont|do not|wont|will not|isnt|is not) (?:learn|work|converge|improve|change|move|train)\b`,
  ].join('|'),
);

/** Asking whether a practice is all right, whatever else the question mentions. */
const isItAllRight = /^(?:is it|would it be|is that) (?:ok|okay|fine|bad|wrong|safe|alright|all right|a good idea|a bad idea|legit|cheating)\b/;

/** Trims what is around one side of a comparison: articles, punctuation, trailing question words. */
function cleanSide(side: string): string {
  return (
    side
      .replace(/\s[-–—]\s.*$/, '')
      // "min reconstruction error, is it the same pca?": the clause after the comma asks, it is no side.
      .replace(/,\s*(?:is|are|does|do|which|what|how|when|why|can|should)\b.*$/, '')
      .replace(/[?!.,;:]+/g, ' ')
      .replace(/\b(?:what(?:s| is| are)?|which|whats|the actual|actual|really|in practice|exactly)\b.*$/, '')
      .replace(/^(?:the|a|an|using|use)\s+/, '')
      // The setting both sides are asked about is not a side: "sigmoid or tanh in the hidden layers".
      .replace(/\s(?:in|for|on|inside|before|after) (?:the|my|a|an|our|this|these)\b.*$/, '')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** A comparison's two sides, when the question sets two things side by side. */
function comparedSides(question: string): [string, string] | undefined {
  for (const pattern of comparisonPatterns) {
    const match = pattern.exec(question);
    if (!match) continue;
    const sides = [cleanSide(match[1]), cleanSide(match[2])] as const;
    if (sides[0] && sides[1] && sides[0] !== sides[1] && sides.every((side) => side.split(' ').length <= 6)) return [sides[0], sides[1]];
  }
  return undefined;
}

/**
 * The intent of a question. Order matters where a question has two cues: a comparison names two
 * things ("ridge or lasso, when should I use which?"), a formula question says "formula", a "why"
 * wants the reason even when it mentions a failure ("why does k-means fail on moons?"), choosing
 * wins over when ("when should I stop training, how many epochs?" asks for a number).
 */
export function detectIntent(rawQuestion: string): DetectedIntent {
  const question = normaliseQuestion(rawQuestion).replace(/[’‘]/g, "'").replace(/'/g, '').replace(/\s+/g, ' ').trim();
  const whole = intentOf(question);
  if (whole.intent !== 'define') return whole;
  // A learner often sets the scene first and asks last ("I clustered our customers into 5 groups.
  // Can I treat them as real types?"): the asking sentence's own opening says what it asks.
  const sentences = question.split(/(?<=[.!?])\s+(?=\S)/);
  if (sentences.length === 1) return whole;
  // …or asks first and adds the scene after ("rbf or linear kernel for text? i have 50k features").
  for (const sentence of sentences.reverse()) {
    const own = intentOf(sentence);
    if (own.intent !== 'define') return own;
  }
  return whole;
}

/** The intent of one normalised question or sentence (detectIntent says in what order cues win). */
function intentOf(question: string): DetectedIntent {
  // "is it ok to use accuracy to compare my clusters to the labels" asks whether a practice is sound.
  if (isItAllRight.test(question)) return { intent: 'when' };
  const sides = comparedSides(question);
  if (sides) return { intent: 'compare', sides };
  if (formulaPattern.test(question)) return { intent: 'formula' };
  if (whyPattern.test(question)) return { intent: 'why' };
  if (choosePattern.test(question)) return { intent: 'choose' };
  if (whenPattern.test(question)) return { intent: 'when' };
  return { intent: 'define' };
}

const smallTalkWords = {
  thanks: new Set(smallTalkWordLists.thanks),
  greeting: new Set(smallTalkWordLists.greeting),
  goodbye: new Set(smallTalkWordLists.goodbye),
  filler: new Set(smallTalkWordLists.filler),
};

/** The kind of small talk a message is ("ok thanks!", "hi there", "bye"), or undefined for a question. */
export function smallTalkOf(message: string): 'thanks' | 'greeting' | 'goodbye' | undefined {
  const words = message.toLowerCase().match(/[a-z]+/g) ?? [];
  if (words.length === 0 || words.length > 12) return undefined;
  const kinds = ['thanks', 'greeting', 'goodbye'] as const;
  if (!words.every((word) => kinds.some((kind) => smallTalkWords[kind].has(word)) || smallTalkWords.filler.has(word))) return undefined;
  // "ok", "cool", "got it": an acknowledgement, answered like thanks.
  return kinds.find((kind) => words.some((word) => smallTalkWords[kind].has(word))) ?? 'thanks';
}

const codeWords: ReadonlySet<string> = new Set(codeWordList);
/**
 * A name written as code: CamelCase with two capitals (`StandardScaler`, `GridSearchCV`, and after
 * an acronym `KNeighborsClassifier`, `SGDRegressor`), snake_case (`fit_transform`), or a call (`fit()`).
 */
const codeIdentifier = /\b[A-Z][a-z0-9]+[A-Z][A-Za-z0-9]*\b|\b[A-Z]{2,}[a-z]{2,}[A-Za-z0-9]*\b|\b[a-z0-9]+_[a-z0-9_]+\b|\b[a-z_]+\(\)|`[^`]+`/;

/** Whether a question is about code: it names scikit-learn, Python or code, or writes a name as code. */
export function asksAboutCode(question: string): boolean {
  if (codeIdentifier.test(question)) return true;
  // "is my code broken?" reports a result, as "is my model broken?" would: the learner's own code is not a request for one.
  const withoutOwnCode = question.toLowerCase().replace(/\b(?:my|our) code\b/g, ' ');
  return (withoutOwnCode.match(/[a-z-]+/g) ?? []).some((word) => codeWords.has(word));
}

/** A question that asks how to do something ("how do I get a confusion matrix", "save a trained model"), not how something works or how to choose. */
const howToPattern = new RegExp(
  String.raw`^\s*(?:how (?:do|can|could|should|would) (?:i|you|we|one)|how to|(?:can|could) (?:i|you) (?:please )?(?:show|use|${taskVerbList.join('|')})|(?:show me how|i want|i need) to|${taskVerbList.join('|')})\b`,
  'i',
);
export function asksHowTo(question: string): boolean {
  return howToPattern.test(question.trim());
}

/**
 * Words that ask for code itself: "GridSearchCV example", "spectral clustering code", "KNeighborsClassifier
 * how to use". Not "my examples" (the samples of a data set) nor "for example" (an aside).
 */
const codeRequest = /\b(?:example|code|snippet|script|demo|how to use|usage)\b/i;
const notACodeRequest = /\bfor example\b/gi;
/** A request for code that does something: a how-to, or words that ask for code or an example of it. */
export function asksForCode(question: string): boolean {
  return asksHowTo(question) || requestsCode(question);
}

/** Words that ask for code itself ("example", "code", "script"), not only a how-to. */
export function requestsCode(question: string): boolean {
  return codeRequest.test(question.replace(notACodeRequest, ''));
}

/** Words that open a follow-up or point back at the previous question's subject. */
export const followUpMarker =
  /^(?:and|what about|how about|what if|so|then|but|ok|okay|also|why|give|show)\b|\b(?:it|its|it's|this|that|they|them|those|these|the same|this one|that one|which one)\b/i;

/**
 * The parts of a question that asks two things ("what is entropy and how do I choose max_depth?"):
 * split after a question mark, at a semicolon, or at "and" before a new question word. One part
 * for a question that asks one thing.
 */
export function questionParts(question: string): string[] {
  return question
    .split(/\?\s+(?=\S)|;\s*|,?\s+and\s+(?=(?:how|why|what|when|which|where|is|are|do|does|can|should)\b)/i)
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}
