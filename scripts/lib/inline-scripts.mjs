// The site's inline scripts, minified from their typed sources in lib/inline/ (docs/inline-scripts.md).
import path from 'node:path';
import { build } from 'esbuild';

/** Each shipped script by its exported name: the lib/inline/ file and the function it runs. */
const INLINE_SCRIPTS = {
  HEAD_SCRIPT: { file: 'head-script.ts', run: 'runInHead' },
  BODY_END_SCRIPT: { file: 'body-end-script.ts', run: 'runAtBodyEnd' },
  PAINT_FIRST_LOADER: { file: 'paint-first-loader.ts', run: 'loadAfterPaint' },
  HELD_SUBMIT_SCRIPT: { file: 'held-submit-keeper.ts', run: 'keepHeldSubmits' },
};

async function minify({ file, run }, root) {
  const result = await build({
    stdin: {
      contents: `import { ${run} } from './${file}';\n${run}();`,
      resolveDir: path.join(root, 'lib', 'inline'),
      loader: 'ts',
    },
    absWorkingDir: root,
    bundle: true,
    write: false,
    format: 'iife',
    minify: true,
    target: 'es2022',
    legalComments: 'none',
    logLevel: 'silent',
  });
  const text = result.outputFiles[0].text.trim();
  // The HTML parser would end the script, or hide the rest of the page, at either of these.
  if (/<\/script|<!--/i.test(text)) throw new Error(`lib/inline/${file} minifies to text that cannot sit in <script>`);
  return text;
}

/** Every shipped script's minified text, by its exported name. */
export async function minifyInlineScripts(root = process.cwd()) {
  const names = Object.keys(INLINE_SCRIPTS);
  const texts = await Promise.all(names.map((name) => minify(INLINE_SCRIPTS[name], root)));
  return Object.fromEntries(names.map((name, index) => [name, texts[index]]));
}
