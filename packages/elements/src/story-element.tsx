import { type CSSProperties, createElement } from 'react';
import './index.js';

/** What a story hands an element: attributes (JSON values written as JSON), properties and a frame width. */
export interface ElementStoryArgs {
  attributes?: Record<string, unknown>;
  properties?: Record<string, unknown>;
  /** Event names to record in the story's actions panel. */
  events?: readonly string[];
  onEvent?: (type: string, detail: unknown) => void;
  /** The width of the frame the element is drawn in (a phone, a FileMaker web viewer). */
  width?: number;
  /** Tokens set on the frame, as the page of a tool would. */
  theme?: Record<string, string>;
}

function attributeValue(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * Draws one custom element as a page would: attributes as strings (JSON for data), properties set on the
 * element, its events recorded.
 */
export function renderElement(tag: string, args: ElementStoryArgs) {
  const attributes = Object.fromEntries(
    Object.entries(args.attributes ?? {}).map(([name, value]) => [name, attributeValue(value)]),
  );
  const style = { ...(args.theme ?? {}), ...(args.width ? { maxWidth: args.width } : {}) } as CSSProperties;
  return (
    <div style={style}>
      {createElement(tag, {
        ...attributes,
        ref: (element: HTMLElement | null) => {
          if (!element) return;
          Object.assign(element, args.properties ?? {});
          for (const type of args.events ?? []) {
            element.addEventListener(type, (event) => args.onEvent?.(type, (event as CustomEvent).detail));
          }
        },
      })}
    </div>
  );
}
