/** Fills a campaign <select> with the campaigns by name (the id after it), or says that the token sees none. */
// biome-ignore lint/correctness/noUnusedVariables: a global of the dialog pages composed with this part
function fillCampaigns(select, campaigns) {
  select.replaceChildren(
    element('option', { value: '' }, campaigns.length ? 'Choose a campaign' : 'No campaign is visible with this token'),
  );
  for (const choice of campaigns) {
    select.append(element('option', { value: String(choice.id) }, `${choice.name} (${choice.id})`));
  }
}
