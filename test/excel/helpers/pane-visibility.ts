import type { Page } from 'playwright-core';

/**
 * Elements that carry the hidden attribute and are drawn anyway (a class setting display overrides the attribute's
 * own display:none): each named by its id or tag and classes. An empty list is what a user should see.
 */
export function renderedButHidden(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('[hidden]'))
      .filter((element) => element.getClientRects().length > 0)
      .map((element) => element.id || `${element.tagName.toLowerCase()}.${Array.from(element.classList).join('.')}`),
  );
}
