/** A location parameter that names no inventory column. HTTP 400. */
export class UnknownLocationError extends Error {
  override name = 'UnknownLocationError';
  readonly status = 400;
}
