// Build-time check of public/chatresponse.json: the zod schema, all five mentors, every
// option answered, every response reachable, three exchanges deep, tools linked, and no
// option that reads as a crisis (except the answers that lead to crisis help, marked `crisis`). Exits non-zero with a clear list of problems.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { detectCrisis } from '@mentora/domain/crisis';
import { checkScriptsFile } from '@mentora/domain/mentor-script';

const file = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../public/chatresponse.json',
);

function fail(problems: string[]): never {
  console.error(`chatresponse.json is not valid (${problems.length} problem(s)):`);
  for (const p of problems) console.error(`  - ${p}`);
  process.exit(1);
}

let data: unknown;
try {
  data = JSON.parse(readFileSync(file, 'utf8'));
} catch (err) {
  fail([`cannot read it as JSON: ${err instanceof Error ? err.message : String(err)}`]);
}

const check = checkScriptsFile(data);
if (!check.ok) fail(check.problems);

const crisisOptions = Object.entries(check.file).flatMap(([mentor, script]) =>
  Object.entries(script.responses)
    .filter(([option, response]) => !response.crisis && detectCrisis(option))
    .map(([option]) => `${mentor}: the option "${option}" reads as a crisis message`),
);
if (crisisOptions.length) fail(crisisOptions);

const responses = Object.values(check.file).reduce(
  (n, s) => n + Object.keys(s.responses).length,
  0,
);
console.log(
  `chatresponse.json is valid: ${Object.keys(check.file).length} mentors, ${responses} responses`,
);
