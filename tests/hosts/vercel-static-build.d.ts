// The one export of Vercel's static builder the host tests call (it ships no types).
declare module '@vercel/static-build' {
  /** The files Vercel keeps for the next build, keyed by their path in the project. */
  export function prepareCache(options: {
    entrypoint: string;
    workPath: string;
    repoRootPath: string;
    config: object;
    files: Record<string, unknown>;
  }): Promise<Record<string, unknown>>;
}
