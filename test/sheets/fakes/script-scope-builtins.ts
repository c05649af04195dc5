import vm from 'node:vm';

/** The language's own globals that the built scripts read in their loops (not the Apps Script services, nor Date). */
const BUILTINS = [
  'Object',
  'Function',
  'Array',
  'Number',
  'String',
  'Boolean',
  'Symbol',
  'BigInt',
  'Math',
  'JSON',
  'Reflect',
  'Proxy',
  'Intl',
  'Map',
  'Set',
  'WeakMap',
  'WeakSet',
  'Promise',
  'RegExp',
  'Error',
  'TypeError',
  'RangeError',
  'SyntaxError',
  'ArrayBuffer',
  'Uint8Array',
  'Int8Array',
  'isFinite',
  'isNaN',
  'parseInt',
  'parseFloat',
  'encodeURIComponent',
  'decodeURIComponent',
  'encodeURI',
  'decodeURI',
  'escape',
  'unescape',
];

/**
 * Binds the language's built-ins (Math, JSON, Object...) in the realm's script scope, to the same objects. In a Node vm
 * context every read of a global goes through the context's interceptors, about 100 times slower than a global read
 * in Apps Script (350 ns against 3 on Node 20): the add-on's loops spent most of their time there. A script-scope
 * binding is found before the global object, so the scripts read the same values without the detour. The Apps Script
 * services and Date stay plain globals, which tests replace.
 */
export function bindBuiltinsInScriptScope(context: vm.Context): void {
  vm.runInContext(`const { ${BUILTINS.join(', ')} } = globalThis;`, context, { filename: 'script-scope-builtins.js' });
}
