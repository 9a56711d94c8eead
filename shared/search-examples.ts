/** Example queries for search's empty state: each finds something, and together they show what search does (acronyms, prefixes). */
export const exampleQueries = ['gradient descent', 'PCA', 'eigenvalues', 'k-means', 'kernel trick'] as const;
