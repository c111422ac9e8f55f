import type { Server } from 'node:http';
import { Server as NetServer } from 'node:net';

/** Timing of {@link closeGracefully}. */
export interface GracefulCloseOptions {
  /**
   * How long idle keep-alive connections stay open after the listener closed, so a request a client already
   * wrote on one is still answered (with `Connection: close`) instead of meeting a reset.
   */
  idleGraceMs: number;
  /** When connections still open are cut. */
  deadlineMs: number;
  log(line: string): void;
}

/** How often idle keep-alive connections are closed once the grace period is over. */
const SWEEP_INTERVAL_MS = 50;

/**
 * Stops accepting connections at once, lets in-flight requests finish (the caller answers them with
 * `Connection: close`), closes keep-alive connections that are idle after the grace period, and cuts
 * whatever is still open at the deadline. Resolves 'drained' or 'forced'.
 *
 * @example
 * const outcome = await closeGracefully(server, { idleGraceMs: 500, deadlineMs: 8000, log: console.log });
 */
export function closeGracefully(
  server: Server,
  options: GracefulCloseOptions,
): Promise<'drained' | 'forced'> {
  return new Promise((resolve) => {
    let forced = false;
    let sweep: ReturnType<typeof setInterval> | undefined;
    const grace = setTimeout(() => {
      server.closeIdleConnections();
      sweep = setInterval(() => server.closeIdleConnections(), SWEEP_INTERVAL_MS);
    }, options.idleGraceMs);
    const deadline = setTimeout(() => {
      forced = true;
      options.log(
        `[rigready] shutdown deadline of ${options.deadlineMs} ms reached: cutting open connections`,
      );
      server.closeAllConnections();
    }, options.deadlineMs);
    // net's close stops the listener without http's immediate cut of idle keep-alive connections.
    NetServer.prototype.close.call(server, () => {
      clearTimeout(grace);
      clearTimeout(deadline);
      clearInterval(sweep);
      resolve(forced ? 'forced' : 'drained');
    });
  });
}
