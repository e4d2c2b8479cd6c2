// A Netlify build plugin of this repository (netlify.toml): keeps Next's build cache between
// builds. `.next/cache` holds the photos' encoded variants (scripts/images.ts reads them from
// .next/cache/images/ and encodes only what is missing: about 15-20 s a photo) and Turbopack's
// cache. Netlify's Next.js Runtime, which would keep it, is skipped (NETLIFY_NEXT_PLUGIN_SKIP):
// the export in out/ is deployed as it is. Restored before the build command, saved after it,
// with Netlify's own cache utility (on Netlify in its build cache, locally in .netlify/cache/).
// tests/hosts/builders.spec.ts runs it in `netlify build --offline`.
const folders = ['.next/cache'];

module.exports = {
  async onPreBuild({ utils }) {
    const restored = await utils.cache.restore(folders);
    console.log(
      `netlify-build-cache: ${folders.join(', ')} ${restored ? 'restored' : 'not cached yet'}`,
    );
  },
  async onPostBuild({ utils }) {
    const saved = await utils.cache.save(folders);
    console.log(
      `netlify-build-cache: ${folders.join(', ')} ${saved ? 'saved' : 'not saved (missing)'}`,
    );
  },
};
