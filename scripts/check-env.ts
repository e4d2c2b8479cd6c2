// First step of `npm run build` and `npm run dev`: refuse an unsafe build environment before
// anything is built (lib/build-env.ts says what each check guards against), and a form or
// analytics service the privacy notice does not name.
import { buildEnvProblems, noticeProblems } from '../lib/build-env';
import { pageFile } from '../content/load/page-files';

const problems = buildEnvProblems(process.env);
if (!problems.length) {
  const notices = {
    'content/pages/privacy.yml': JSON.stringify(pageFile('privacy').content),
    'content/pages/privacy-hi.yml': JSON.stringify(pageFile('privacy-hi').content),
  };
  problems.push(...noticeProblems(process.env, notices));
}
if (problems.length) {
  console.error(
    `check-env: the build's environment is not safe to build with:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
  );
  process.exit(1);
}
