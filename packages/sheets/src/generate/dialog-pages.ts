/**
 * The dialogs and the sidebar as HtmlService serves them, composed at build time from one frame, the shared parts a
 * page names and the page's own styles, markup and script. Composed here rather than with HtmlService templates: a
 * template is evaluated on the server each time a dialog opens; this way each page is a plain file, as before.
 *
 * A page's source (menu/dialogs/<Name>.html) holds: comments for its readers (left out of the page), an optional
 * `<!-- uses: part, part -->` line, one optional `<style>` block, its markup, and one optional `<script>` block. The
 * frame (shared/frame.html) has one "Composed here" comment where each of the three goes. Every page gets the part
 * `page` (its status line, failure text, elements and Close button); a named part is `shared/<part>.js` and, where it
 * has one, `shared/<part>.css` (either may be missing); of the scripts, a page gets the functions it calls, without
 * their comments (shared-script.ts).
 */

import { neededShared } from './shared-script';

export interface DialogSources {
  /** shared/frame.html. */
  frame: string;
  /** The shared parts by file name (`page.js`, `run-list.css`, …). */
  parts: Readonly<Record<string, string>>;
  /** Each page by file name (`TokenDialog.html`, …). */
  pages: Readonly<Record<string, string>>;
}

/** Every page's script starts with this part. */
const ALWAYS = 'page';

const USES = /^[ \t]*<!--\s*uses:([^>]*?)-->[ \t]*\n?/m;
/** The comments a source starts with are notes to its readers: they stay out of the page. */
const LEADING_COMMENTS = /^(\s*<!--[\s\S]*?-->[ \t]*\n)+/;
const STYLE = /^[ \t]*<style>\n([\s\S]*?)\n[ \t]*<\/style>[ \t]*\n?/m;
const SCRIPT = /^[ \t]*<script>\n([\s\S]*?)\n[ \t]*<\/script>[ \t]*\n?/m;

const SLOTS = {
  styles: /^([ \t]*)\/\* Composed here: .*\*\/$/m,
  markup: /^([ \t]*)<!-- Composed here: .*-->$/m,
  scripts: /^([ \t]*)\/\/ Composed here: .*$/m,
} as const;

/** The pages of dist/ by file name, each a whole HTML document. */
export function composeDialogPages(sources: DialogSources): Record<string, string> {
  const pages: Record<string, string> = {};
  for (const [name, source] of Object.entries(sources.pages)) pages[name] = composePage(name, source, sources);
  return pages;
}

function composePage(name: string, source: string, sources: DialogSources): string {
  const uses = USES.exec(source);
  const named = (uses?.[1] ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  let rest = source.replace(USES, '').replace(LEADING_COMMENTS, '');
  const style = STYLE.exec(rest);
  rest = rest.replace(STYLE, '');
  const script = SCRIPT.exec(rest);
  rest = rest.replace(SCRIPT, '');
  if (SCRIPT.test(rest) || STYLE.test(rest)) throw new Error(`${name}: one <style> and one <script> block at most`);

  const part = (file: string): string | undefined => sources.parts[file];
  for (const partName of named) {
    if (part(`${partName}.js`) === undefined && part(`${partName}.css`) === undefined) {
      throw new Error(`${name} uses "${partName}", which is not a part of menu/dialogs/shared`);
    }
  }
  const scriptParts = neededShared(
    [ALWAYS, ...named].flatMap((partName) => part(`${partName}.js`) ?? []),
    script?.[1] ?? '',
  );
  const styleParts = named.map((partName) => part(`${partName}.css`));

  let page = sources.frame;
  page = fill(page, SLOTS.styles, [...styleParts, style?.[1]]);
  page = fill(page, SLOTS.markup, [rest]);
  page = fill(page, SLOTS.scripts, [...scriptParts, script?.[1]]);
  return page;
}

/** Puts the blocks in place of the slot's line, each at the slot's indentation, a blank line between two. */
function fill(frame: string, slot: RegExp, blocks: readonly (string | undefined)[]): string {
  const found = slot.exec(frame);
  if (!found) throw new Error(`shared/frame.html has no slot ${slot}`);
  const indent = found[1] ?? '';
  const text = blocks
    .filter((block): block is string => block !== undefined && block.trim() !== '')
    .map((block) => indented(block, indent))
    .join('\n\n');
  return frame.slice(0, found.index) + text + frame.slice(found.index + found[0].length);
}

/** The block without its common indentation and blank lines at either end, then at `indent`. */
function indented(block: string, indent: string): string {
  const lines = block
    .replace(/^\s*\n/, '')
    .trimEnd()
    .split('\n');
  const margins = lines.filter((line) => line.trim() !== '').map((line) => /^[ \t]*/.exec(line)?.[0].length ?? 0);
  const common = Math.min(...margins);
  return lines.map((line) => (line.trim() === '' ? '' : indent + line.slice(common))).join('\n');
}
