/** The refresh runs as the server describes them (refresh/run-view.ts), newest first; failures folded under each. */
// biome-ignore lint/correctness/noUnusedVariables: a global of the dialog pages composed with this part
function showRuns(runs) {
  const list = byId('runs');
  list.replaceChildren();
  for (const run of runs) {
    const item = element('li', { class: run.ok ? 'run' : 'run failed' });
    item.append(element('span', { class: 'run-when' }, `${run.when} · ${run.by}${run.who ? ` · ${run.who}` : ''}`));
    item.append(element('div', { class: 'summary' }, run.summary));
    if (run.failures.length > 0) {
      const details = element('details', { class: 'failures' });
      details.append(element('summary', {}, 'Failed formulas'));
      const items = element('ul');
      for (const failure of run.failures) items.append(element('li', {}, failure));
      details.append(items);
      item.append(details);
    }
    list.append(item);
  }
  list.hidden = runs.length === 0;
  byId('no-runs').hidden = runs.length > 0;
}
