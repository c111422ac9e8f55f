/** Browsers by the token that names them, most specific first: Edge and Opera also say Chrome, Chrome says Safari. */
const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdgA?\/|\bEdgiOS\//, 'Edge'],
  [/\bOPR\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\b(?:Headless)?Chrome\/|\bCriOS\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

/** Systems by the token that names them; iPad and iPhone before Mac OS X, which both also say. */
const SYSTEMS: readonly [RegExp, string][] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows NT\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const named = (userAgent: string, table: readonly [RegExp, string][]) =>
  table.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;

/**
 * A readable name of the device behind a User-Agent: the browser and the system ("Firefox on Windows"),
 * either alone when the other is not recognised, the first word of the agent for programs ("curl"), or
 * "Unknown device". Only for people to tell their sessions apart: never an access decision.
 *
 * @example
 * deviceName('Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0'); // 'Firefox on Windows'
 */
export function deviceName(userAgent: string | null): string {
  const agent = userAgent?.trim() ?? '';
  if (agent === '') return 'Unknown device';
  const browser = named(agent, BROWSERS);
  const system = named(agent, SYSTEMS);
  if (browser && system) return `${browser} on ${system}`;
  if (browser ?? system) return (browser ?? system) as string;
  const program = agent.split(/[\s/]/)[0];
  return program && program !== 'Mozilla' ? program : 'Unknown device';
}
