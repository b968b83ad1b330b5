/**
 * @jest-environment node
 */
// The release check and the content check as a deployer and a marketer run them: on a copy of the
// project's content, with a real-looking site URL, in plain Node (no site build).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const ROOT = process.cwd();
const REAL_URL = 'https://www.vayujets.com';
const copies: string[] = [];

/** The parts of the project the checks read, copied; node_modules is shared. */
function copyProject(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'release-check-'));
  copies.push(dir);
  for (const part of ['content', 'lib', 'scripts', 'public/videos', 'package.json'])
    if (existsSync(path.join(ROOT, part))) cpSync(path.join(ROOT, part), path.join(dir, part), { recursive: true });
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}

function run(dir: string, script: string, env: Record<string, string> = {}) {
  const started = Date.now();
  const { status, stdout, stderr } = spawnSync(process.execPath, [`scripts/${script}.mjs`], {
    cwd: dir,
    env: { ...process.env, NEXT_PUBLIC_SITE_URL: '', ...env },
    encoding: 'utf8',
  });
  return { status, output: `${stdout}${stderr}`, seconds: (Date.now() - started) / 1000 };
}

function edit(dir: string, file: string, change: (text: string) => string) {
  const target = path.join(dir, file);
  writeFileSync(target, change(readFileSync(target, 'utf8')));
}

const withoutMarks = (text: string) =>
  text.replace(/\n(\/\/[^\n]*\n)*export const samples = \{[\s\S]*?\} satisfies SampleMarks;\n/, '\n');

/** What a real company does: its own profile, its own policies and cards, every mark deleted. */
function replaceSamples(dir: string) {
  edit(dir, 'content/company.ts', withoutMarks);
  edit(dir, 'content/company-profile.ts', withoutMarks);
  edit(dir, 'content/data/company.json', (text) =>
    text
      .replaceAll('vayujets.example', 'vayujets.com')
      .replace('+91 98200 07777', '+91 22 6123 4500')
      .replace('+919820007777', '+912261234500')
      .replace('"whatsapp": "919820007777"', '"whatsapp": "919167004500"'),
  );
  edit(dir, 'content/data/company-profile.json', (text) =>
    text.replaceAll('vayujets.example', 'vayujets.com').replace('"gstin": ""', '"gstin": "27AAPFU0939F1ZV"'),
  );
  for (const file of ['privacy', 'terms', 'accessibility']) {
    edit(dir, `content/${file}.ts`, withoutMarks);
    edit(dir, `content/data/${file}.json`, (text) => {
      const { sampleNote, ...policy } = JSON.parse(text);
      return sampleNote && JSON.stringify(policy);
    });
  }
  edit(dir, 'content/provenance.ts', withoutMarks);
  edit(dir, 'content/data/provenance.json', (text) => {
    const { disclaimer, ...cards } = JSON.parse(text);
    return disclaimer && JSON.stringify(cards);
  });
  edit(dir, 'content/data/stats.json', (text) => text.replaceAll('"confirm": "company"', '"confirm": "confirmed"'));
}

afterAll(() => {
  for (const dir of copies) rmSync(dir, { recursive: true, force: true });
});

describe('npm run check:release', () => {
  it('refuses a real domain while sample items are left, listing each with its file, path and what to put there; passes once they are replaced', () => {
    const dir = copyProject();
    const refused = run(dir, 'check-release', { NEXT_PUBLIC_SITE_URL: REAL_URL });
    expect(refused.status).toBe(1);
    expect(refused.output).toContain(`Release check failed for ${REAL_URL}`);
    for (const item of [
      // The company's own details, named by the file the editor writes and the path in it.
      'content/data/company.json: email = "concierge@vayujets.example"',
      'content/data/company.json: phone = ',
      'content/data/company-profile.json: legalName = ',
      'content/data/privacy.json: sampleNote = "Vayu Jets is a sample company',
      'content/data/terms.json: sampleNote = ',
      // Marked in content/provenance.ts, named where they are edited.
      'content/data/provenance.json: cards = ',
      'content/data/provenance.json: disclaimer = ',
      // Each figure about the company, while it is the company's to confirm.
      'content/data/stats.json: figures.aircraft = "50+"',
      'content/data/stats.json: figures.safety = "100%"',
      'content/data/stats.json: figures.flights = "500+"',
    ])
      expect(refused.output).toContain(item);
    expect(refused.output).toMatch(/company\.json: whatsapp = "919820007777"\n {6}put: the WhatsApp Business number/);
    // Each item once: the modules that read a data file are not listed again.
    expect(refused.output).not.toMatch(/content\/(company|stats)\.ts:/);

    replaceSamples(dir);
    const passed = run(dir, 'check-release', { NEXT_PUBLIC_SITE_URL: REAL_URL });
    expect(passed.output).toContain('Release check: no sample content left');
    expect(passed.status).toBe(0);
    // The replaced content is still valid content.
    expect(run(dir, 'check-content').status).toBe(0);
  });

  it('refuses a reserved address no mark covers, wherever it was typed', () => {
    const dir = copyProject();
    replaceSamples(dir);
    edit(dir, 'content/data/contact.json', (text) =>
      text
        .replace('"text": "A flight coordinator answers, day or night."', '"text": "Or write to ops@vayujets.example."')
        .replace('tell us who is coming and when.', 'tell gate@vayujets.example who is coming.'),
    );
    const refused = run(dir, 'check-release', { NEXT_PUBLIC_SITE_URL: REAL_URL });
    expect(refused.status).toBe(1);
    expect(refused.output).toContain('content/data/contact.json: tiles.phone.text = ops@vayujets.example');
    // The office's part of the page mixes the file's words with the profile's address: still the file.
    expect(refused.output).toContain('content/data/contact.json: location.note = gate@vayujets.example');
  });

  it('refuses a reserved address written without an @, or as a URL of another scheme', () => {
    const dir = copyProject();
    replaceSamples(dir);
    edit(dir, 'content/data/contact.json', (text) =>
      text.replace(
        '"text": "A flight coordinator answers, day or night."',
        '"text": "Write to ops at vayujets.example; brochures at ftp://files.example.org/fleet.pdf."',
      ),
    );
    const refused = run(dir, 'check-release', { NEXT_PUBLIC_SITE_URL: REAL_URL });
    expect(refused.status).toBe(1);
    expect(refused.output).toContain('content/data/contact.json: tiles.phone.text = vayujets.example');
    expect(refused.output).toContain('content/data/contact.json: tiles.phone.text = ftp://files.example.org');
  });

  it('lets a demo build through and says it is one', () => {
    const dir = copyProject();
    for (const url of ['', 'http://127.0.0.1:8080', 'https://staging.example.com']) {
      const demo = run(dir, 'check-release', { NEXT_PUBLIC_SITE_URL: url });
      expect(demo.status).toBe(0);
      expect(demo.output).toContain('Release check: demo build');
      expect(demo.output).toContain('Demo site: sample company details.');
    }
  });

  it('runs first in npm run build, once the Node version is checked', () => {
    const { scripts } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
    expect(scripts.build).toMatch(/^node scripts\/check-node\.cjs && node scripts\/check-release\.mjs && /);
  });
});

describe('npm run check:content', () => {
  it('reports a broken value with its file, its path and what is allowed, within 10 seconds', () => {
    const dir = copyProject();
    edit(dir, 'content/data/site.json', (text) => text.replace('"about": "About"', '"about": " "'));
    const result = run(dir, 'check-content');
    expect(result.status).toBe(1);
    expect(result.output).toContain('Invalid content in content/data/site.json:\n  - nav.about: must not be empty');
    expect(result.seconds).toBeLessThan(10);
  });

  it('reports a broken value in a data file the editor writes with the file and its path', () => {
    const dir = copyProject();
    edit(dir, 'content/data/pricing.json', (text) =>
      text.replace('"indicativePrice": 450000', '"indicativePrice": -450000'),
    );
    edit(dir, 'content/data/fleet.json', (text) => text.replace('"rangeNm": 3340', '"rangeNm": "3340"'));
    edit(dir, 'content/data/provenance.json', (text) => text.replace('"registration": "VT-VJC"', '"registration": ""'));
    const result = run(dir, 'check-content');
    expect(result.status).toBe(1);
    expect(result.output).toContain(
      'Invalid content in content/data/pricing.json:\n  - jetTypes.midsize.indicativePrice: the hourly rate is in rupees, above 0',
    );
    expect(result.output).toContain(
      'Invalid content in content/data/fleet.json:\n  - categories.1.aircraft.0.rangeNm: ',
    );
    expect(result.output).toContain(
      'Invalid content in content/data/provenance.json:\n  - cards.2.registration: must be an Indian registration such as VT-VJA',
    );
  });

  it('names a data file that is no longer JSON, and where', () => {
    const dir = copyProject();
    edit(dir, 'content/data/fleet.json', (text) => text.replace('"seats": 7,', '"seats": 7'));
    const result = run(dir, 'check-content');
    expect(result.status).toBe(1);
    expect(result.output).toMatch(
      /Invalid content in content\/data\/fleet\.json:\n {2}- not valid JSON: .*line 12 column 11/,
    );
    expect(result.output).toContain('check:content: 1 file(s) to fix');
  });

  it('refuses an article whose front matter is JavaScript, naming it, and runs none of it', () => {
    const dir = copyProject();
    const witness = path.join(dir, 'ran.txt');
    const sideEffect = `require('fs').writeFileSync(${JSON.stringify(witness)}, 'ran')`;
    for (const fence of ['---js', '---javascript', '--- js']) {
      writeFileSync(
        path.join(dir, 'content/articles/hostile.md'),
        `${fence}\n({ title: (${sideEffect}, 'Hostile') })\n---\n\n## Section\n\nText.\n`,
      );
      const result = run(dir, 'check-content');
      expect(result.status).toBe(1);
      expect(result.output).toContain(
        'Invalid content in content/articles/hostile.md:\n  - front matter: must be YAML',
      );
      expect(existsSync(witness)).toBe(false);
    }
  });

  it('reports a typo in a data file the editor writes with its file and its path, and a file that is not JSON', () => {
    const dir = copyProject();
    edit(dir, 'content/data/company.json', (text) => text.replace('"+919820007777"', '"98200 07777"'));
    edit(dir, 'content/data/pages.json', (text) =>
      text.replace('"title": "About us"', `"title": "${'About '.repeat(11)}"`),
    );
    const typos = run(dir, 'check-content');
    expect(typos.status).toBe(1);
    expect(typos.output).toContain(
      'Invalid content in content/data/company.json:\n  - phone.e164: must be an E.164 number such as +919820007777',
    );

    edit(dir, 'content/data/company.json', (text) => text.replace('"98200 07777"', '"+919820007777"'));
    const title = run(dir, 'check-content');
    expect(title.status).toBe(1);
    expect(title.output).toContain(
      'Invalid content in content/data/pages.json:\n  - about.title: keep titles within 60 characters',
    );

    edit(dir, 'content/data/stats.json', (text) => text.replace('"value": "500+",', '"value": "500+"'));
    const broken = run(dir, 'check-content');
    expect(broken.status).toBe(1);
    expect(broken.output).toMatch(
      /Invalid content in content\/data\/stats\.json:\n {2}- not valid JSON: .*line \d+ column \d+/,
    );
  });
});
