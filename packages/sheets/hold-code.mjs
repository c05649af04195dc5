// Code held as text in the Apps Script project, compiled only by the executions that use it (src/held-code.ts reads
// it back). It is written as the body comment of a function whose name ends in "_", which Apps Script keeps private:
// neither the Run menu nor google.script.run can call it.

/** "~" becomes "~t" and every comment closer "*" + "/" becomes "~e", so the code can sit inside one comment. */
function escapeHeld(code) {
  return code.replace(/~|\*\//g, (match) => (match === '~' ? '~t' : '~e'));
}

/** A script file declaring `holder`, whose body is `code` as a comment. */
export function holdInComment(holder, code, purpose) {
  if (!/^\w+_$/.test(holder)) throw new Error(`${holder}: a holder's name ends in "_" so that it stays private`);
  return `// ${purpose}\nfunction ${holder}() {/*${escapeHeld(code)}*/}\n`;
}

/** The bytes of a script file's text that its holders keep as comments: text Apps Script does not compile. */
export function heldBytes(scriptText) {
  let held = 0;
  for (const match of scriptText.matchAll(/^function \w+_\(\) \{\/\*([\s\S]*?)\*\/\}$/gm)) {
    held += Buffer.byteLength(match[1], 'utf8');
  }
  return held;
}
