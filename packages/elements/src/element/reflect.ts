/** Sets a string attribute from its property, or removes it for `null`. */
export function reflect(element: Element, attribute: string, value: string | null | undefined): void {
  if (value === null || value === undefined) element.removeAttribute(attribute);
  else element.setAttribute(attribute, value);
}
