import type { Runtime } from './runtime';

export const BUTTON = { OK: 'OK', CANCEL: 'CANCEL', YES: 'YES', NO: 'NO', CLOSE: 'CLOSE' } as const;
export const BUTTON_SET = {
  OK: 'OK',
  OK_CANCEL: 'OK_CANCEL',
  YES_NO: 'YES_NO',
  YES_NO_CANCEL: 'YES_NO_CANCEL',
} as const;

export interface MenuItem {
  label: string;
  handler: string;
}

export interface ShownDialog {
  title: string;
  html: string;
  width?: number;
  height?: number;
}

export interface HtmlOutputLike {
  getContent(): string;
  getTitle?(): string;
  getWidth(): number | undefined;
  getHeight(): number | undefined;
}

/** The spreadsheet's user interface: menus, alerts and dialogs, recorded for the tests. */
export class FakeUi {
  readonly Button = BUTTON;
  readonly ButtonSet = BUTTON_SET;
  readonly menus: { title: string; items: (MenuItem | null)[] }[] = [];
  readonly alerts: { title?: string; message: string; buttons: string }[] = [];
  readonly dialogs: ShownDialog[] = [];
  /** Sidebars shown, with the title set on their output (Sheets fixes their width at 300 px). */
  readonly sidebars: { title: string; html: string }[] = [];
  /** Buttons the user will press on the next alerts; OK or YES when empty. */
  readonly answers: string[] = [];

  createMenu(title: string) {
    const items: (MenuItem | null)[] = [];
    const menu = {
      addItem: (label: string, handler: string) => {
        items.push({ label, handler });
        return menu;
      },
      addSeparator: () => {
        items.push(null);
        return menu;
      },
      addToUi: () => {
        this.menus.push({ title, items });
      },
    };
    return menu;
  }
  createAddonMenu() {
    return this.createMenu('Extensions');
  }
  alert(...args: unknown[]): string {
    const [title, message, buttons] =
      args.length >= 3
        ? [String(args[0]), String(args[1]), String(args[2])]
        : args.length === 2 && typeof args[1] === 'string' && args[1] in BUTTON_SET
          ? [undefined, String(args[0]), String(args[1])]
          : args.length === 2
            ? [String(args[0]), String(args[1]), 'OK']
            : [undefined, String(args[0]), 'OK'];
    this.alerts.push({ title, message, buttons });
    return this.answers.shift() ?? (buttons.startsWith('YES') ? BUTTON.YES : BUTTON.OK);
  }
  showModalDialog(output: HtmlOutputLike, title: string): void {
    this.dialogs.push({ title, html: output.getContent(), width: output.getWidth(), height: output.getHeight() });
  }
  showModelessDialog(output: HtmlOutputLike, title: string): void {
    this.showModalDialog(output, title);
  }
  showSidebar(output: HtmlOutputLike): void {
    this.sidebars.push({ title: output.getTitle?.() ?? '', html: output.getContent() });
  }
}

export function getUiIn(runtime: Runtime, ui: FakeUi): FakeUi {
  if (runtime.mode === 'custom-function' || runtime.mode === 'trigger') {
    throw new Error('Exception: Cannot call SpreadsheetApp.getUi() from this context.');
  }
  return ui;
}
