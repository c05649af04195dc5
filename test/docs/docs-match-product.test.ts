import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What the documents say about the product, checked against the product (issue 22 item 6): the paste-in set of
 * docs/install-sheets.md against packages/sheets/dist-paste as `npm run build` makes it, and the README's menu list
 * against the menu. A change to either that leaves the other behind fails here.
 */

const root = join(__dirname, '..', '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const paste = join(root, 'packages', 'sheets', 'dist-paste');
const numbers = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven'];

describe('docs/install-sheets.md', () => {
  const guide = read('docs/install-sheets.md');
  const files = readdirSync(paste).sort();

  test('its table lists exactly the files of dist-paste, and the text counts them right', () => {
    const listed = [...guide.matchAll(/^\| `([^`]+)` +\|/gm)].map((match) => match[1]).sort();
    expect(listed).toEqual(files);
    expect(guide).toContain(`You paste ${numbers[files.length]} files`);
    expect(guide).toContain(`the same ${numbers[files.length]} files as in step 3`);
    const pages = files.filter((name) => name.endsWith('.html'));
    expect(guide).toContain(`\`Code.gs\` and the ${numbers[pages.length]} \`.html\` files`);
    for (const page of pages) expect(guide).toContain(`\`${page.replace(/\.html$/, '')}\``);
  });

  test('it names every permission of appsscript.json, counted right, for the consent and for the Marketplace', () => {
    const scopes = (JSON.parse(read('appsscript.json')) as { oauthScopes: string[] }).oauthScopes;
    const count = numbers[scopes.length];
    expect(guide).toContain(`the ${count} permissions the add-on asks for`);
    expect(guide).toContain(`${count} permissions of \`appsscript.json\`, and nothing more`);
    expect(guide).toContain(`exactly the ${count} scopes of \`appsscript.json\``);
    for (const scope of scopes) {
      expect(guide).toContain(`(\`${scope.replace('https://www.googleapis.com/auth/', '')}\`)`);
      expect(guide).toContain(`   - \`${scope}\`\n`);
    }
  });

  test('the size it gives Code.gs and the other files is the built size, within 10 %', () => {
    const kilobytes = (bytes: number) => bytes / 1000;
    const code = kilobytes(statSync(join(paste, 'Code.gs')).size);
    const others = kilobytes(
      files.filter((name) => name !== 'Code.gs').reduce((sum, name) => sum + statSync(join(paste, name)).size, 0),
    );
    const said = /`Code\.gs` is large \(about (\d+) KB; the\s+other (\w+) files are (\d+) KB together\)/.exec(guide);
    expect(said).not.toBeNull();
    const [, codeSaid, othersCount, othersSaid] = said ?? [];
    expect(Math.abs(Number(codeSaid) / code - 1)).toBeLessThanOrEqual(0.1);
    expect(othersCount).toBe(numbers[files.length - 1]);
    expect(Math.abs(Number(othersSaid) / others - 1)).toBeLessThanOrEqual(0.1);
  });
});

test("the README's Sheets menu list names every item of the menu, in the menu's order", () => {
  const menu = read('packages/sheets/src/menu/menu.ts');
  const items = [...menu.matchAll(/\[\s*'([^']+)',\s*'sv\w+'\s*\]/g)].map((match) => match[1]);
  expect(items).toContain('Remove token');
  const readme = read('README.md');
  const list = /Menu \*Search Visibility\*[\s\S]*?\n- /.exec(readme)?.[0] ?? '';
  const named = [...list.matchAll(/\*([^*]+)\*/g)]
    .map((match) => (match[1] ?? '').replace(/\s+/g, ' '))
    .filter((name) => items.includes(name));
  expect(named).toEqual(items);
});
