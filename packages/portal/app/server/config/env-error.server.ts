/** A configuration value that cannot be used; the message names the variable. */
export class EnvError extends Error {
  override name = 'EnvError';
}
