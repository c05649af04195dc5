/**
 * The shared scripts as a page receives them: only the functions it calls (directly or through another shared
 * function), without the comments, which are for the readers of the source. Every page is served whole each time a
 * dialog opens, so what it does not run is not sent.
 *
 * The parts are formatted by Biome: a top-level function starts with `function name(` at the start of a line and ends
 * with the first `}` line at the start of a line; anything else at the top level (a constant, a listener) always stays.
 */

interface Block {
  /** The function's name; null for a statement that always stays. */
  name: string | null;
  text: string;
}

const FUNCTION_START = /^function (\w+)\(/;
const COMMENT_LINE = /^\s*(\/\/.*|\/\*\*?.*\*\/)\s*$/;

/** The shared scripts `parts` reduced to what `pageScript` needs, in their order. */
export function neededShared(parts: readonly string[], pageScript: string): string[] {
  const blocks = parts.map(topLevelBlocks);
  const functions = new Map(
    blocks.flat().flatMap((block) => (block.name === null ? [] : [[block.name, block.text] as const])),
  );
  const needed = new Set<string>();
  const pending = [pageScript, ...blocks.flat().flatMap((block) => (block.name === null ? [block.text] : []))];
  for (let text = pending.pop(); text !== undefined; text = pending.pop()) {
    for (const [name, body] of functions) {
      if (needed.has(name) || !calls(text, name)) continue;
      needed.add(name);
      pending.push(body);
    }
  }
  return blocks.map((partBlocks) =>
    partBlocks
      .filter((block) => block.name === null || needed.has(block.name))
      .map((block) => block.text)
      .join('\n\n'),
  );
}

function calls(text: string, name: string): boolean {
  return new RegExp(`\\b${name}\\b`).test(text.replace(new RegExp(`^function ${name}\\(`), ''));
}

/** A part's top-level functions and statements, comments left out. */
function topLevelBlocks(part: string): Block[] {
  const blocks: Block[] = [];
  const lines = withoutComments(part).split('\n');
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index] ?? '';
    if (line.trim() === '') continue;
    const start = FUNCTION_START.exec(line);
    let end = index;
    // A function runs to its closing brace at the start of a line; a statement to its own end the same way.
    if (start || !/[;)]$/.test(line)) while (end < lines.length - 1 && !/^[})]/.test(lines[end] ?? '')) end++;
    blocks.push({ name: start?.[1] ?? null, text: lines.slice(index, end + 1).join('\n') });
    index = end;
  }
  return blocks;
}

/** The text without comment lines and `/** … *\/` blocks (a comment inside a line of code stays). */
function withoutComments(text: string): string {
  return text
    .replace(/^[ \t]*\/\*[\s\S]*?\*\/[ \t]*\n/gm, '')
    .split('\n')
    .filter((line) => !COMMENT_LINE.test(line))
    .join('\n');
}
