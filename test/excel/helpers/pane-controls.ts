import type { Page } from 'playwright-core';

/**
 * The pane's controls are Fluent UI web components: the box a user types into is an input (or textarea) inside the
 * component's shadow root, a dropdown opens a list of options, a checkbox is an element with a checked state. These
 * helpers act as a user does (type into the box, open the list and click the option, click the box) through the
 * selector of the component itself.
 */

/** Types into a Fluent text input or textarea (what was there is replaced). */
export async function fillField(page: Page, selector: string, value: string): Promise<void> {
  await page.locator(selector).locator('input, textarea').fill(value);
}

/** What a Fluent text input or textarea holds. */
export function fieldValue(page: Page, selector: string): Promise<string> {
  return page.locator(selector).locator('input, textarea').inputValue();
}

/** Waits until a dropdown offers the option. */
export async function offered(page: Page, selector: string, value: string): Promise<void> {
  await page.waitForSelector(`${selector} fluent-option[value="${value}"]`, { state: 'attached' });
}

/** Opens a Fluent dropdown and clicks the option of that value, as a user picks from the list. */
export async function choose(page: Page, selector: string, value: string): Promise<void> {
  await offered(page, selector, value);
  const dropdown = page.locator(selector);
  await dropdown.click();
  await dropdown.locator(`fluent-option[value="${value}"]`).click();
  const picked = await chosenValue(page, selector);
  if (picked !== value) throw new Error(`${selector}: chose ${value}, the dropdown holds ${picked}`);
}

/** The value of a dropdown's selected option, '' when none is. */
export function chosenValue(page: Page, selector: string): Promise<string> {
  return page.locator(selector).evaluate(
    (dropdown) =>
      Array.from(dropdown.querySelectorAll('fluent-option'))
        .find((option) => (option as { selected?: boolean }).selected)
        ?.getAttribute('value') ?? '',
  );
}

/** The text a dropdown shows for its choice (or its placeholder when nothing is chosen). */
export function shownChoice(page: Page, selector: string): Promise<string> {
  return page
    .locator(`${selector} [slot="control"]`)
    .textContent()
    .then((text) => (text ?? '').trim());
}

export function isChecked(page: Page, selector: string): Promise<boolean> {
  return page.locator(selector).evaluate((box) => (box as { checked?: boolean }).checked === true);
}

/** Clicks a Fluent checkbox until it is in the state asked for (one click, unless it is there already). */
export async function setChecked(page: Page, selector: string, checked: boolean): Promise<void> {
  if ((await isChecked(page, selector)) === checked) return;
  await page.locator(selector).click();
  if ((await isChecked(page, selector)) !== checked) {
    throw new Error(`${selector}: a click left it ${checked ? 'unticked' : 'ticked'}`);
  }
}

/** Whether a Fluent button is disabled (the component keeps it as a property, not the attribute Playwright reads). */
export function isDisabled(page: Page, selector: string): Promise<boolean> {
  return page.locator(selector).evaluate((button) => (button as { disabled?: boolean }).disabled === true);
}
