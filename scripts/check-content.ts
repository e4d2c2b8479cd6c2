// `npm run check:content`: every file of the content root through the build's loaders and entry
// check, and the route map's rules across files (content/content-check.ts), in seconds and without
// Next's build. Prints each problem with the file and field; on GitHub Actions also as an error
// annotation on the file, so a pull request (or the editor's Publish) shows it where it is.
// Exit 0 when the build would take the content, 1 when it would stop.
import { contentProblems } from '@/content/content-check';

const started = performance.now();
const problems = contentProblems();
const seconds = ((performance.now() - started) / 1000).toFixed(1);

/** A workflow command's value: GitHub reads `%`, CR and LF escaped (and `:`/`,` in properties). */
const escapeData = (text: string) =>
  text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (text: string) => escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');

for (const { part, file, message } of problems) {
  console.error(`check:content: ${part}: ${message}\n`);
  if (process.env.GITHUB_ACTIONS === 'true') {
    const properties = [
      ...(file ? [`file=${escapeProperty(file)}`] : []),
      `title=${escapeProperty(`The build would stop (${part})`)}`,
    ];
    console.log(`::error ${properties.join(',')}::${escapeData(message)}`);
  }
}
console.error(
  problems.length === 0
    ? `check:content: the build takes every file (${seconds} s)`
    : `check:content: ${problems.length} problem${problems.length === 1 ? '' : 's'} the build would stop at (${seconds} s)`,
);
process.exitCode = problems.length === 0 ? 0 : 1;
