import type { FakeRange } from './spreadsheet';

export interface FakeConditionalFormatRule {
  readonly condition: { type: 'NUMBER_GREATER_THAN' | 'NUMBER_LESS_THAN'; value: number } | undefined;
  readonly fontColor: string | undefined;
  readonly background: string | undefined;
  readonly ranges: readonly string[];
}

/** SpreadsheetApp.newConditionalFormatRule(), for the conditions the add-on uses. */
export class FakeConditionalFormatRuleBuilder {
  private condition: FakeConditionalFormatRule['condition'];
  private fontColor: string | undefined;
  private background: string | undefined;
  private ranges: string[] = [];

  whenNumberGreaterThan(value: number): FakeConditionalFormatRuleBuilder {
    this.condition = { type: 'NUMBER_GREATER_THAN', value };
    return this;
  }
  whenNumberLessThan(value: number): FakeConditionalFormatRuleBuilder {
    this.condition = { type: 'NUMBER_LESS_THAN', value };
    return this;
  }
  setFontColor(color: string): FakeConditionalFormatRuleBuilder {
    this.fontColor = color;
    return this;
  }
  setBackground(color: string): FakeConditionalFormatRuleBuilder {
    this.background = color;
    return this;
  }
  setRanges(ranges: FakeRange[]): FakeConditionalFormatRuleBuilder {
    this.ranges = ranges.map((range) => range.getA1Notation());
    return this;
  }
  build(): FakeConditionalFormatRule {
    if (!this.condition) throw new Error('Exception: A conditional format rule needs a condition.');
    if (this.ranges.length === 0) throw new Error('Exception: A conditional format rule needs a range.');
    return { condition: this.condition, fontColor: this.fontColor, background: this.background, ranges: this.ranges };
  }
}
