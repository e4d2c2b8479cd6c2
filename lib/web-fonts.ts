// The fonts' part of every page's <head> (files written by scripts/fonts.ts, which explains the
// approach): the @font-face rules, and the script that lets the stacks name the web fonts only
// when they are already cached.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const dir = path.join(process.cwd(), 'styles', 'fonts');

function read(file: string): string {
  try {
    return readFileSync(path.join(dir, file), 'utf8');
  } catch {
    throw new Error(
      `styles/fonts/${file} is missing: run \`npm run fonts\` (npm run dev and build do).`,
    );
  }
}

/**
 * The web fonts' and the metric-matched fallbacks' @font-face rules, the stacks' switch, and the
 * Devanagari face of a document in `lang` (a Hindi document's covers the Hindi pages' text, an
 * English one's only the interface's link to a Hindi version).
 */
export function fontFaces(lang: 'en' | 'hi' = 'en'): string {
  return read(lang === 'hi' ? 'faces-hi.css' : 'faces.css');
}

/** localStorage key holding the version of the fonts this browser has fetched. */
/** What `npm run fonts` (scripts/fonts.ts) writes into styles/fonts/web-fonts.json. */
export type WebFonts = { version: string; files: string[] };

export const storageKey = 'webFonts';

/**
 * Runs in <head> before anything paints (ES5). When this browser fetched this build's fonts
 * before, it sets `html[data-web-fonts]`: the stacks name the web fonts and the first paint uses
 * them from the cache. Otherwise the page paints and stays in the fallback faces, and once it has
 * loaded (and the browser is idle) the script fetches both files and records their version, so
 * the next page has them. No storage (blocked, private mode): the fallback, and no fetch. A
 * browser that sends Global Privacy Control or Do Not Track gets nothing written to its storage
 * (as the visit record): it neither reads nor writes the key and stays in the metric-matched
 * fallback faces, which the pages are laid out for; nothing else changes.
 */
export function webFontsScript(fonts: WebFonts = JSON.parse(read('web-fonts.json'))): string {
  return (
    '(function(w,d,k,v,f){var s,n=w.navigator;' +
    'if(n.globalPrivacyControl===true||n.doNotTrack==="1")return;' +
    'try{s=w.localStorage}catch(e){return}if(!s)return;' +
    'if(s.getItem(k)===v){d.documentElement.setAttribute("data-web-fonts","");return}' +
    'if(!w.FontFace||!w.Promise)return;' +
    'w.addEventListener("load",function(){(w.requestIdleCallback||setTimeout)(function(){' +
    'Promise.all(f.map(function(u){return new FontFace("f",\'url("\'+u+\'")\').load()}))' +
    '.then(function(){try{s.setItem(k,v)}catch(e){}},function(){})})},{once:true})})' +
    `(window,document,${JSON.stringify(storageKey)},${JSON.stringify(fonts.version)},${JSON.stringify(fonts.files)})`
  );
}
