// `npm run lint:deps` (part of `npm run lint`): dependency-cruiser over the code that ships (app/,
// components/, content/, lib/) with the rules of .dependency-cruiser.cjs, each violation printed
// with its rule's comment (what the rule protects). The same as
//   depcruise app components content lib --config .dependency-cruiser.cjs --output-type err-long
// but through the API: the CLI exits with the number of violations, which the shell reads modulo
// 256, so exactly 256 (or 512, …) of them would pass. Here any violation exits 1.
import { cruise } from 'dependency-cruiser';
import extractDepcruiseConfig from 'dependency-cruiser/config-utl/extract-depcruise-config';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';

const ruleSet = await extractDepcruiseConfig('./.dependency-cruiser.cjs');
const { output, exitCode } = await cruise(
  ['app', 'components', 'content', 'lib'],
  { ruleSet, validate: true, outputType: 'err-long' },
  {},
  { tsConfig: extractTSConfig(ruleSet.options.tsConfig.fileName) },
);
process.stdout.write(output);
if (exitCode !== 0) process.exitCode = 1;
