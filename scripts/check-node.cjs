// The first step of `npm start` and `npm run build`: on a Node older than package.json's
// `engines.node`, one plain sentence and exit 1, before a build script fails with a SyntaxError
// about an export old Node lacks. Written in ES5 (var, function, no template literals) and
// CommonJS, so that any Node can parse it far enough to say so.
'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS, so that an old Node runs it */

var fs = require('fs');
var path = require('path');

function parts(text) {
  var match = /^\s*(?:>=\s*)?v?(\d+)\.(\d+)\.(\d+)\s*$/.exec(String(text));
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : null;
}

function atLeast(version, minimum) {
  for (var index = 0; index < 3; index += 1) {
    if (version[index] !== minimum[index]) return version[index] > minimum[index];
  }
  return true;
}

/** The sentence to stop with, or null when `version` (e.g. "20.20.2") meets `range` (">=22.19.0"). */
function nodeProblem(version, range) {
  var minimum = parts(range);
  if (!minimum) return 'package.json engines.node must read like ">=22.19.0"; it reads ' + JSON.stringify(range) + '.';
  var current = parts(version);
  if (current && atLeast(current, minimum)) return null;
  var needed = minimum[0] + '.' + minimum[1] + (minimum[2] ? '.' + minimum[2] : '');
  return [
    'This site needs Node ' + needed + ' or later; this is Node ' + String(version).replace(/^v/, '') + '.',
    'Install Node ' + minimum[0] + ' LTS (the version in .nvmrc, e.g. with `nvm install`) and run the command again.',
  ].join(' ');
}

module.exports = { nodeProblem: nodeProblem };

if (require.main === module) {
  var manifest = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8'));
  var problem = nodeProblem(process.versions.node, manifest.engines && manifest.engines.node);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
