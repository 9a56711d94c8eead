/** A count with its noun in the right number ("1 class", "3 classes"), for what a search says it found. */
export function counted(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}
