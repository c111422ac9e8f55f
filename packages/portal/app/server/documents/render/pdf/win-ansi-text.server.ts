// The characters outside Latin-1 that Windows-1252 (the encoding of the PDF standard fonts) can show.
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/**
 * Makes text printable with the PDF standard fonts (Windows-1252): characters those fonts cannot show
 * become `?`, after trying their decomposed form (`ő` → `o`), and control characters become spaces.
 *
 * @example
 * toWinAnsi('Ørsted – Łódź'); // 'Ørsted – Lódz'
 */
export function toWinAnsi(text: string): string {
  let out = '';
  for (const character of text) {
    const code = character.codePointAt(0) as number;
    if (code < 0x20 || (code >= 0x7f && code < 0xa0)) out += ' ';
    else if (code <= 0xff || WIN_ANSI_EXTRAS.has(character)) out += character;
    else {
      const base = character.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      out += base.length === 1 && (base.codePointAt(0) as number) <= 0xff ? base : mapSpecial(character);
    }
  }
  return out;
}

function mapSpecial(character: string): string {
  const special: Record<string, string> = { Ł: 'L', ł: 'l', Đ: 'D', đ: 'd', Ħ: 'H', ħ: 'h' };
  return special[character] ?? '?';
}
