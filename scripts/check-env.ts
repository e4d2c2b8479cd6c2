// First step of `npm run build` and `npm run dev`: refuse an unsafe build environment before
// anything is built (lib/build-env.ts says what each check guards against).
import { buildEnvProblems } from '../lib/build-env';

const problems = buildEnvProblems(process.env);
if (problems.length) {
  console.error(
    `check-env: the build's environment is not safe to build with:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
  );
  process.exit(1);
}
