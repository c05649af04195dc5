/** Where a setting is saved, as the radio buttons named `scope` say: 'document' (every editor) or 'user' (only me). */
// biome-ignore lint/correctness/noUnusedVariables: a global of the dialog pages composed with this part
function chosenScope() {
  return document.querySelector('input[name=scope]:checked').value;
}

/** Calls `handler` whenever the user picks another place. */
// biome-ignore lint/correctness/noUnusedVariables: a global of the dialog pages composed with this part
function onScopeChange(handler) {
  for (const radio of document.querySelectorAll('input[name=scope]')) radio.addEventListener('change', handler);
}
