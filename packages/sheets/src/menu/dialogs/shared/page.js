// What every dialog and the sidebar share: the status line, the text of a failure, elements, the Close button.
const byId = (id) => document.getElementById(id);

/** The text of what a server function threw (Apps Script passes an Error; anything else is shown as it is). */
function messageOf(error) {
  return error?.message ? error.message : String(error);
}

/** Writes a status line (the dialog's #status unless told): its text, and its kind ('error', 'ok' or none) as class. */
function show(message, kind, line = byId('status')) {
  line.textContent = message;
  line.className = kind || '';
}

/** A failure handler: the error's message, in red, on the status line. */
function showFailure(error, line) {
  show(messageOf(error), 'error', line);
}

/** The failure handler of a page's first call: `placeholder` (still "Loading…") empties, the status line says why. */
// biome-ignore lint/correctness/noUnusedVariables: a global of the dialog pages composed with this part
function failedLoading(placeholder) {
  return (error) => {
    placeholder.replaceChildren();
    showFailure(error);
  };
}

// biome-ignore lint/correctness/noUnusedVariables: a global of the dialog pages composed with this part
function element(tag, attributes, text) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes || {})) node.setAttribute(name, value);
  if (text !== undefined) node.textContent = text;
  return node;
}

byId('close')?.addEventListener('click', () => google.script.host.close());

/**
 * Calls a server function with `button` disabled until it answers, then shows the answer or the failure. `call` gets
 * the runner and names the function itself, so every page's server calls stay written out (the tests check them).
 */
// biome-ignore lint/correctness/noUnusedVariables: a global of the dialog pages composed with this part
function runWhileDisabled(button, call) {
  button.disabled = true;
  const enable = () => {
    button.disabled = false;
  };
  call(
    google.script.run
      .withSuccessHandler((message) => {
        enable();
        show(message, 'ok');
      })
      .withFailureHandler((error) => {
        enable();
        showFailure(error);
      }),
  );
}
