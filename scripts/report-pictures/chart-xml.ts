/**
 * A chart as SpreadsheetML (DrawingML) keeps it in an .xlsx, so LibreOffice draws the chart a host was told to make:
 * its type, series (name, categories, values, axis), title, legend and value axis bounds and format.
 */
export interface DrawnSeries {
  /** A cell reference (`'Sheet'!$M$12`) or fixed text. */
  readonly name: { readonly ref: string } | { readonly text: string };
  readonly categories: string;
  readonly values: string;
  readonly secondary?: boolean;
}

export interface DrawnChart {
  readonly kind: 'line' | 'column' | 'bar' | 'area';
  readonly stacked: boolean;
  readonly title: string;
  readonly series: readonly DrawnSeries[];
  readonly valueAxis: { readonly min?: number; readonly max?: number; readonly format?: string };
  readonly secondaryFormat?: string;
  readonly categoryFormat?: string;
}

const xmlText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const richText = (text: string) =>
  `<c:tx><c:rich><a:bodyPr/><a:p><a:pPr><a:defRPr sz="1200" b="1"/></a:pPr><a:r><a:rPr lang="en-US" sz="1200" b="1"/><a:t>${xmlText(text)}</a:t></a:r></a:p></c:rich></c:tx>`;

function seriesXml(series: DrawnSeries, index: number): string {
  const name =
    'ref' in series.name
      ? `<c:tx><c:strRef><c:f>${xmlText(series.name.ref)}</c:f></c:strRef></c:tx>`
      : `<c:tx><c:v>${xmlText(series.name.text)}</c:v></c:tx>`;
  return [
    `<c:ser><c:idx val="${index}"/><c:order val="${index}"/>${name}`,
    `<c:cat><c:numRef><c:f>${xmlText(series.categories)}</c:f></c:numRef></c:cat>`,
    `<c:val><c:numRef><c:f>${xmlText(series.values)}</c:f></c:numRef></c:val>`,
    '</c:ser>',
  ].join('');
}

function groupXml(chart: DrawnChart, series: readonly DrawnSeries[], axes: [number, number], offset: number): string {
  const list = series.map((s, i) => seriesXml(s, offset + i)).join('');
  const ids = `<c:axId val="${axes[0]}"/><c:axId val="${axes[1]}"/>`;
  const grouping = chart.stacked ? 'stacked' : 'standard';
  switch (chart.kind) {
    case 'line':
      return `<c:lineChart><c:grouping val="standard"/><c:varyColors val="0"/>${list}<c:marker val="1"/>${ids}</c:lineChart>`;
    case 'area':
      return `<c:areaChart><c:grouping val="${grouping}"/><c:varyColors val="0"/>${list}${ids}</c:areaChart>`;
    case 'column':
    case 'bar': {
      const direction = chart.kind === 'bar' ? 'bar' : 'col';
      return `<c:barChart><c:barDir val="${direction}"/><c:grouping val="clustered"/><c:varyColors val="0"/>${list}<c:gapWidth val="80"/>${ids}</c:barChart>`;
    }
  }
}

function axisXml(
  kind: 'cat' | 'val',
  id: number,
  cross: number,
  position: string,
  options: { min?: number; max?: number; format?: string; deleted?: boolean; crossesMax?: boolean } = {},
): string {
  const scaling = [
    '<c:scaling><c:orientation val="minMax"/>',
    options.max === undefined ? '' : `<c:max val="${options.max}"/>`,
    options.min === undefined ? '' : `<c:min val="${options.min}"/>`,
    '</c:scaling>',
  ].join('');
  const format = options.format
    ? `<c:numFmt formatCode="${xmlText(options.format)}" sourceLinked="0"/>`
    : '<c:numFmt formatCode="General" sourceLinked="1"/>';
  const grid = kind === 'val' && !options.crossesMax ? '<c:majorGridlines/>' : '';
  return [
    `<c:${kind}Ax><c:axId val="${id}"/>${scaling}<c:delete val="${options.deleted ? 1 : 0}"/>`,
    `<c:axPos val="${position}"/>${grid}${format}<c:majorTickMark val="out"/><c:minorTickMark val="none"/>`,
    '<c:tickLblPos val="nextTo"/>',
    `<c:crossAx val="${cross}"/><c:crosses val="${options.crossesMax ? 'max' : 'autoZero'}"/>`,
    kind === 'cat'
      ? '<c:auto val="1"/><c:lblAlgn val="ctr"/><c:lblOffset val="100"/>'
      : '<c:crossBetween val="between"/>',
    `</c:${kind}Ax>`,
  ].join('');
}

export function chartXml(chart: DrawnChart): string {
  const primary = chart.series.filter((s) => !s.secondary);
  const secondary = chart.series.filter((s) => s.secondary);
  const [catPos, valPos] = chart.kind === 'bar' ? ['l', 'b'] : ['b', 'l'];
  const plot = [
    '<c:plotArea><c:layout/>',
    groupXml(chart, primary, [1, 2], 0),
    secondary.length > 0 ? groupXml(chart, secondary, [3, 4], primary.length) : '',
    axisXml('cat', 1, 2, catPos, { format: chart.categoryFormat || undefined }),
    axisXml('val', 2, 1, valPos, chart.valueAxis),
    secondary.length > 0
      ? axisXml('cat', 3, 4, 'b', { deleted: true }) +
        axisXml('val', 4, 3, 'r', { format: chart.secondaryFormat, crossesMax: true })
      : '',
    '</c:plotArea>',
  ].join('');
  return [
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>',
    '<c:chartSpace xmlns:c="http://schemas.openxmlformats.org/drawingml/2006/chart"',
    ' xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"',
    ' xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">',
    `<c:chart><c:title>${richText(chart.title)}<c:overlay val="0"/></c:title><c:autoTitleDeleted val="0"/>`,
    plot,
    '<c:legend><c:legendPos val="b"/><c:overlay val="0"/></c:legend>',
    '<c:plotVisOnly val="0"/><c:dispBlanksAs val="gap"/></c:chart>',
    '</c:chartSpace>',
  ].join('');
}
