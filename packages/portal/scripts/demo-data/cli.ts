import { resolve } from 'node:path';
import { writeDemoDataSet } from './index.js';

const USAGE =
  'usage: npm run demo-data -- <dir> [--seed N] [--serials N] [--customers N] [--date YYYY-MM-DD]';

function parseArguments(argv: readonly string[]) {
  const [dir, ...rest] = argv;
  if (!dir || dir.startsWith('--')) throw new Error(USAGE);
  const options: { seed?: number; serialsPerCustomer?: number; customers?: number; referenceDate?: string } =
    {};
  for (let index = 0; index < rest.length; index += 2) {
    const flag = rest[index];
    const value = rest[index + 1];
    if (value === undefined) throw new Error(`${flag} needs a value\n${USAGE}`);
    const number = Number(value);
    if (flag === '--seed') options.seed = number;
    else if (flag === '--serials') options.serialsPerCustomer = number;
    else if (flag === '--customers') options.customers = number;
    else if (flag === '--date') options.referenceDate = value;
    else throw new Error(`unknown option ${flag}\n${USAGE}`);
  }
  return { dir, options };
}

try {
  const parsed = parseArguments(process.argv.slice(2).filter((argument) => argument !== '--'));
  // A relative folder is the caller's (npm and pnpm run the script in the portal's folder).
  const dir = resolve(process.env.INIT_CWD ?? process.cwd(), parsed.dir);
  const { options } = parsed;
  const started = performance.now();
  const summary = await writeDemoDataSet(dir, options);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `wrote demo data set to ${dir} in ${seconds} s (seed ${summary.seed}, as of ${summary.referenceDate})`,
  );
  for (const [file, rows] of Object.entries(summary.files)) console.log(`  ${file.padEnd(22)} ${rows}`);
  console.log(`  ${'documents/'.padEnd(22)} ${summary.documents} PDFs`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
