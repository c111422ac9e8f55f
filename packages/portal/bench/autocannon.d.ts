// autocannon ships no types; these are the parts bench/load.ts uses (autocannon 9).
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
