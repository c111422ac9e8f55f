const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * Text made safe to put in HTML, as element content or a quoted attribute.
 *
 * @example
 * htmlText('Order <A&B>'); // 'Order &lt;A&amp;B&gt;'
 */
export function htmlText(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}
