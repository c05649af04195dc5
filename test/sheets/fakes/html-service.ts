/** HtmlService over the project's own HTML files (the built dist/), as createHtmlOutputFromFile reads them. */
export class FakeHtmlOutput {
  private width?: number;
  private height?: number;
  private title = '';

  constructor(private readonly content: string) {}

  getContent(): string {
    return this.content;
  }
  setWidth(width: number): FakeHtmlOutput {
    this.width = width;
    return this;
  }
  setHeight(height: number): FakeHtmlOutput {
    this.height = height;
    return this;
  }
  getWidth(): number | undefined {
    return this.width;
  }
  getHeight(): number | undefined {
    return this.height;
  }
  setTitle(title: string): FakeHtmlOutput {
    this.title = title;
    return this;
  }
  getTitle(): string {
    return this.title;
  }
}

export function createHtmlService(files: ReadonlyMap<string, string>) {
  return {
    createHtmlOutput: (html = '') => new FakeHtmlOutput(html),
    createHtmlOutputFromFile(name: string): FakeHtmlOutput {
      const content = files.get(`${name}.html`) ?? files.get(name);
      if (content === undefined) throw new Error(`Exception: No HTML file named ${name} was found.`);
      return new FakeHtmlOutput(content);
    },
  };
}
