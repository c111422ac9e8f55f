import tokensCss from '@rigready/ui/tokens.css?inline';

/** The kit's design tokens and their default values, read from its `tokens.css`. */
export function designTokens(css: string = tokensCss): [name: string, value: string][] {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return [...withoutComments.matchAll(/(--rr-[\w-]+)\s*:\s*([^;]+);/g)].map(([, name, value]) => [
    name as string,
    (value as string).trim(),
  ]);
}

let registered = false;

/**
 * Gives every `--rr-*` token its default as the initial value of a registered, inherited custom
 * property. Nothing inside a shadow root declares a token, so a value the page sets on `:root`, on any
 * ancestor or on the element itself inherits into the element; where the page sets none, the kit's default
 * applies. Returns the `:host` rule to put in the elements' sheet instead, for a browser without
 * `CSS.registerProperty` (themeable then on the element itself only).
 */
export function registerDesignTokens(): string {
  const tokens = designTokens();
  if (typeof CSS === 'undefined' || typeof CSS.registerProperty !== 'function') {
    return `:host { ${tokens.map(([name, value]) => `${name}: ${value};`).join(' ')} }`;
  }
  if (!registered) {
    registered = true;
    for (const [name, initialValue] of tokens) {
      try {
        CSS.registerProperty({ name, syntax: '*', inherits: true, initialValue });
      } catch {
        // Registered already, by another copy of the elements on the page: its defaults are the same tokens.
      }
    }
  }
  return '';
}
