/** What a search says of what it found, the same in the palette and on the /search page. */

/** A count with its noun in the right number ("1 class", "3 classes"). */
export function counted(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** What a query of one letter (or no letter) gets: it searches nothing. */
export const TOO_SHORT_MESSAGE = 'Type at least two letters to search';
