import { type DestinationStream, type Logger, pino } from 'pino';
import { currentRequestScope } from './request-scope.server.js';

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** PORTAL_LOG_LEVEL, else info; an unknown level is info with the problem, naming the variable. */
function configuredLevel(value: string | undefined): { level: string; problem: string | null } {
  if (value === undefined || value === '' || (LEVELS as readonly string[]).includes(value))
    return { level: value || 'info', problem: null };
  return {
    level: 'info',
    problem: `Invalid configuration: PORTAL_LOG_LEVEL must be one of ${LEVELS.join(', ')} (got "${value}")`,
  };
}

const configured = configuredLevel(process.env.PORTAL_LOG_LEVEL);

/**
 * What is wrong with PORTAL_LOG_LEVEL, or null. The logger exists all the same (at info), so the server
 * refuses to start with this as a JSON line like every other configuration error, not a stack.
 *
 * @example
 * if (LOG_LEVEL_PROBLEM) throw new EnvError(LOG_LEVEL_PROBLEM);
 */
export const LOG_LEVEL_PROBLEM = configured.problem;

/**
 * A JSON logger (one object a line: level, time, pid, msg, fields). A line written while a request is
 * answered carries its `requestId` and `route`. Errors go under `err` with their stack.
 *
 * @example
 * const logger = createLogger(stream, 'debug');
 * logger.error({ err: error }, 'the mail could not be sent');
 */
export function createLogger(destination: DestinationStream, level = 'info'): Logger {
  return pino(
    {
      level,
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin() {
        const scope = currentRequestScope();
        return scope ? { requestId: scope.requestId, route: scope.route } : {};
      },
    },
    destination,
  );
}

/**
 * The portal's logger, on standard output. Written synchronously, so the last lines before an exit (a
 * failed start, a forced shutdown) are not lost.
 *
 * @example
 * logger.info({ port }, 'listening');
 */
export const logger = createLogger(pino.destination({ dest: 1, sync: true }), configured.level);
