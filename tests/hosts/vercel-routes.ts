// Vercel's route table walked as its edge walks it, for a GET of one path: routes that add headers
// and `continue`, a redirect or a status route ends the walk, `handle: filesystem` serves a file of
// the deployment (`/x/` is x/index.html) with Vercel's default Cache-Control for static files,
// and any other phase (`handle: error`, …) ends the main one: a path no route or file answered is
// a 404. The same walk reads the table compiled from vercel.json (vercel.spec.ts) and the one
// `vercel build` writes into .vercel/output/config.json (builders.spec.ts).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Route } from '@vercel/routing-utils';
import { cacheControl } from '../../scripts/host-config';
import {
  leavesSite,
  openRedirectProbes,
  probePathForms,
  variantProbes,
  type HostAnswer,
} from './cases';

/** The site paths of the files under `root` (`/company/index.html`, …). */
export function filePaths(root: string): Set<string> {
  return new Set(
    readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = path.relative(root, path.join(entry.parentPath, entry.name));
        return `/${file.split(path.sep).join('/')}`;
      }),
  );
}

/** Vercel's answer to a GET of `urlPath` through `routes`, over the deployment's `files`. */
export function walkVercelRoutes(routes: Route[], files: Set<string>, urlPath: string): HostAnswer {
  const headers: Record<string, string> = {};
  const add = (values: Record<string, string> | undefined, match: RegExpExecArray) => {
    for (const [key, value] of Object.entries(values ?? {}))
      headers[key.toLowerCase()] = value.replace(
        /\$(\d+)/g,
        (_, group: string) => match[Number(group)] ?? '',
      );
  };
  for (const route of routes) {
    if ('handle' in route) {
      if (route.handle !== 'filesystem') break;
      const file = urlPath.endsWith('/') ? `${urlPath}index.html` : urlPath;
      if (files.has(file))
        return { status: 200, headers: { 'cache-control': cacheControl.revalidate, ...headers } };
      continue;
    }
    const match = new RegExp(route.src).exec(urlPath);
    if (!match) continue;
    add(route.headers, match);
    if (route.continue) continue;
    if (route.dest && !files.has(route.dest))
      throw new Error(`${route.src} → ${route.dest}: no such file`);
    if (route.status) return { status: route.status, headers };
  }
  return { status: 404, headers };
}

/**
 * Every hostile path of cases.ts (openRedirectProbes, variantProbes), as sent, percent-decoded and
 * tidied (the edge matches the route table against one of them), walked through `routes`: the
 * number of paths and each answer with a Location off the site at `origin` or a 5xx.
 */
export function hostileAnswers(routes: Route[], files: Set<string>, origin: string) {
  const paths = [
    ...new Set(
      [...openRedirectProbes(), ...variantProbes()].flatMap((probe) =>
        Object.values(probePathForms(probe)),
      ),
    ),
  ];
  const found = paths.flatMap((probe) => {
    const { status, headers } = walkVercelRoutes(routes, files, probe);
    return leavesSite(headers.location, origin) || status >= 500
      ? [`${JSON.stringify(probe)}: ${status} Location ${JSON.stringify(headers.location)}`]
      : [];
  });
  return { walked: paths.length, found };
}
