/**
 * A strict reader for the XML the add-in ships (elements, attributes, text, comments, the declaration): enough to
 * check manifest.xml's structure, and it throws on anything malformed rather than guessing. No XML library is
 * installed in the workspace.
 */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, entity: string) => {
    if (entity.startsWith('#x') || entity.startsWith('#X'))
      return String.fromCodePoint(Number.parseInt(entity.slice(2), 16));
    if (entity.startsWith('#')) return String.fromCodePoint(Number(entity.slice(1)));
    const value = ENTITIES[entity];
    if (value === undefined) throw new Error(`Unknown entity ${whole}`);
    return value;
  });
}

export function parseXml(source: string): XmlElement {
  let position = 0;
  const fail = (message: string): never => {
    const line = source.slice(0, position).split('\n').length;
    throw new Error(`${message} (line ${line})`);
  };
  const skipMisc = () => {
    for (;;) {
      const rest = source.slice(position);
      const space = /^\s+/.exec(rest);
      if (space) {
        position += space[0].length;
        continue;
      }
      if (rest.startsWith('<?')) {
        const end = source.indexOf('?>', position);
        if (end < 0) fail('Unclosed processing instruction');
        position = end + 2;
        continue;
      }
      if (rest.startsWith('<!--')) {
        const end = source.indexOf('-->', position);
        if (end < 0) fail('Unclosed comment');
        position = end + 3;
        continue;
      }
      return;
    }
  };

  const element = (): XmlElement => {
    const open = /^<([A-Za-z_][\w.:-]*)/.exec(source.slice(position));
    if (!open) return fail('Expected an element');
    const name = open[1] as string;
    position += open[0].length;
    const attributes: Record<string, string> = {};
    for (;;) {
      const rest = source.slice(position);
      const attribute = /^\s+([A-Za-z_][\w.:-]*)\s*=\s*("([^"<]*)"|'([^'<]*)')/.exec(rest);
      if (attribute) {
        const attributeName = attribute[1] as string;
        if (attributeName in attributes) fail(`Duplicate attribute ${attributeName} on <${name}>`);
        attributes[attributeName] = decode(attribute[3] ?? attribute[4] ?? '');
        position += attribute[0].length;
        continue;
      }
      const close = /^\s*(\/?)>/.exec(rest);
      if (!close) return fail(`Malformed start tag <${name}>`);
      position += close[0].length;
      if (close[1] === '/') return { name, attributes, children: [], text: '' };
      break;
    }
    const children: XmlElement[] = [];
    let text = '';
    for (;;) {
      const rest = source.slice(position);
      if (rest.length === 0) fail(`Unclosed <${name}>`);
      if (rest.startsWith('<!--')) {
        const end = source.indexOf('-->', position);
        if (end < 0) fail('Unclosed comment');
        position = end + 3;
      } else if (rest.startsWith('</')) {
        const closing = /^<\/([A-Za-z_][\w.:-]*)\s*>/.exec(rest);
        if (!closing || closing[1] !== name) fail(`Expected </${name}>`);
        position += (closing as RegExpExecArray)[0].length;
        return { name, attributes, children, text: decode(text).trim() };
      } else if (rest.startsWith('<![') || rest.startsWith('<!')) {
        fail('CDATA and declarations are not expected here');
      } else if (rest.startsWith('<')) {
        children.push(element());
      } else {
        const end = source.indexOf('<', position);
        text += source.slice(position, end < 0 ? source.length : end);
        position = end < 0 ? source.length : end;
      }
    }
  };

  skipMisc();
  const root = element();
  skipMisc();
  if (position !== source.length) fail('Content after the root element');
  return root;
}

/** Every element of the tree, depth first, with its ancestors' names. */
export function* walk(element: XmlElement, path: string[] = []): Generator<{ element: XmlElement; path: string[] }> {
  yield { element, path };
  for (const child of element.children) yield* walk(child, [...path, element.name]);
}

export function childrenNamed(element: XmlElement, name: string): XmlElement[] {
  return element.children.filter((child) => child.name === name);
}

export function onlyChild(element: XmlElement, name: string): XmlElement {
  const found = childrenNamed(element, name);
  if (found.length !== 1) throw new Error(`<${element.name}> has ${found.length} <${name}> children, expected one`);
  return found[0] as XmlElement;
}
