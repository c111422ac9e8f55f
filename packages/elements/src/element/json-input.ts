import { formatIssuePath } from '@rigready/core';
import type { z } from 'zod';

/** Data handed to an element, checked: its value, or what is wrong with it. */
export type Checked<T> = { ok: true; value: T | undefined } | { ok: false; message: string };

/**
 * One data input of an element that the host sets as a property (any value) or as a JSON attribute: the
 * property wins while it is set; `undefined` or `null` hands the input back to the attribute. A string
 * given to the property is read as JSON, as the attribute is (React 19 and other frameworks set a custom
 * element's property, not its attribute, when it has one). The value is
 * checked against a schema of core once per value handed over, so the element gets the same array back
 * (a table keeps its search index) until the host hands a new one.
 */
export class JsonInput<S extends z.ZodType> {
  readonly attribute: string;
  readonly #schema: S;
  #property: unknown;
  #checkedFrom: unknown = Symbol('nothing checked yet');
  #checked: Checked<z.output<S>> = { ok: true, value: undefined };

  constructor(attribute: string, schema: S) {
    this.attribute = attribute;
    this.#schema = schema;
  }

  /** Sets the property; `undefined` or `null` clears it. */
  set(value: unknown): void {
    this.#property = value ?? undefined;
  }

  /** The property if set, else the attribute parsed as JSON (undefined when absent or not JSON). */
  get(element: Element): unknown {
    const checked = this.check(element);
    return checked.ok ? checked.value : undefined;
  }

  /** The input's value checked against its schema, or a message naming the input, the field and the fault. */
  check(element: Element): Checked<z.output<S>> {
    const raw = this.#property !== undefined ? this.#property : element.getAttribute(this.attribute);
    if (raw !== this.#checkedFrom) {
      this.#checkedFrom = raw;
      this.#checked = this.#checkValue(raw, this.#property === undefined ? 'attribute' : 'property');
    }
    return this.#checked;
  }

  #checkValue(raw: unknown, from: 'attribute' | 'property'): Checked<z.output<S>> {
    if (raw === null || raw === undefined) return { ok: true, value: undefined };
    let value = raw;
    if (typeof raw === 'string') {
      try {
        value = JSON.parse(raw);
      } catch (error) {
        return {
          ok: false,
          message: `The ${this.attribute} ${from} is not JSON: ${(error as Error).message}`,
        };
      }
    }
    const result = this.#schema.safeParse(value);
    if (result.success) return { ok: true, value: result.data };
    const issue = result.error.issues[0];
    const path = issue && issue.path.length > 0 ? formatIssuePath(issue.path).replace(/^(?!\[)/, '.') : '';
    return { ok: false, message: `${this.attribute}${path}: ${issue?.message ?? 'not valid'}` };
  }
}
