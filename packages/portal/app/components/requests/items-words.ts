/**
 * How many joints (tubular) or tools (BHA) a request names, in words.
 *
 * @example
 * itemsWords(2, 'Tubular'); // '2 joints'
 * itemsWords(1, 'BHA'); // '1 tool'
 */
export function itemsWords(count: number, pipeType: 'Tubular' | 'BHA'): string {
  const noun = pipeType === 'BHA' ? 'tool' : 'joint';
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
