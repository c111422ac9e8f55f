/**
 * The root's data: the id of the request that rendered the page, for an error page to quote, and whether
 * the request came from a phone, so that the server and hydration draw the tables as cards alike.
 */
export interface RootData {
  requestId: string | null;
  phone: boolean;
}
