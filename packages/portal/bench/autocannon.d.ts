// autocannon ships no types; these are the parts the benches use (autocannon 9).
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  namespace autocannon {
    interface Request {
      method?: string;
      path?: string;
      headers?: Record<string, string>;
    }
    interface Options {
      url: string;
      connections?: number;
      duration?: number;
      /** Requests per second from all connections together (0: as many as the server takes). */
      overallRate?: number;
      requests?: Request[];
    }
    interface Stats {
      average: number;
      total: number;
    }
    interface Result {
      requests: Stats;
      errors: number;
      timeouts: number;
      non2xx: number;
      statusCodeStats?: Record<string, { count: number }>;
    }
  }

  function autocannon(options: autocannon.Options): EventEmitter;
  export default autocannon;
}
