type Child = Node | string | null | undefined | false;

/** Builds an element with attributes and children; text children become text nodes (never parsed as HTML). */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string | boolean> = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === false) continue;
    element.setAttribute(name, value === true ? '' : value);
  }
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    element.append(typeof child === 'string' ? document.createTextNode(child) : child);
  }
  return element;
}

/** Shows a message in a live region; `kind` drives its colour. */
export function say(target: HTMLElement, message: string, kind: 'info' | 'ok' | 'error' = 'info'): void {
  target.textContent = message;
  target.dataset.kind = kind;
}
