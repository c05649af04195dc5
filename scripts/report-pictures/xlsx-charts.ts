import JSZip from 'jszip';
import { chartXml, type DrawnChart } from './chart-xml';

/** A chart placed as a host placed it: its top-left cell (1-based) and its size in pixels. */
export interface PlacedDrawnChart extends DrawnChart {
  readonly row: number;
  readonly column: number;
  readonly widthPx: number;
  readonly heightPx: number;
}

const EMU_PER_PX = 9525;
const CHART_TYPE = 'application/vnd.openxmlformats-officedocument.drawingml.chart+xml';
const DRAWING_TYPE = 'application/vnd.openxmlformats-officedocument.drawing+xml';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

function anchor(chart: PlacedDrawnChart, index: number): string {
  return [
    '<xdr:oneCellAnchor>',
    `<xdr:from><xdr:col>${chart.column - 1}</xdr:col><xdr:colOff>0</xdr:colOff><xdr:row>${chart.row - 1}</xdr:row><xdr:rowOff>0</xdr:rowOff></xdr:from>`,
    `<xdr:ext cx="${Math.round(chart.widthPx * EMU_PER_PX)}" cy="${Math.round(chart.heightPx * EMU_PER_PX)}"/>`,
    `<xdr:graphicFrame macro=""><xdr:nvGraphicFramePr><xdr:cNvPr id="${index + 2}" name="Chart ${index + 1}"/><xdr:cNvGraphicFramePr/></xdr:nvGraphicFramePr>`,
    '<xdr:xfrm><a:off x="0" y="0"/><a:ext cx="0" cy="0"/></xdr:xfrm>',
    '<a:graphic><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/chart">',
    `<c:chart xmlns:c="http://schemas.openxmlformats.org/drawingml/2006/chart" r:id="rIdChart${index + 1}"/>`,
    '</a:graphicData></a:graphic></xdr:graphicFrame><xdr:clientData/></xdr:oneCellAnchor>',
  ].join('');
}

/** The .xlsx (as exceljs wrote it, one sheet) with these charts drawn over its first sheet. */
export async function withCharts(xlsx: Buffer, charts: readonly PlacedDrawnChart[]): Promise<Buffer> {
  const zip = await JSZip.loadAsync(xlsx);
  for (const [index, chart] of charts.entries()) zip.file(`xl/charts/chart${index + 1}.xml`, chartXml(chart));
  zip.file(
    'xl/drawings/drawing1.xml',
    [
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>',
      '<xdr:wsDr xmlns:xdr="http://schemas.openxmlformats.org/drawingml/2006/spreadsheetDrawing"',
      ` xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:r="${REL}">`,
      ...charts.map(anchor),
      '</xdr:wsDr>',
    ].join(''),
  );
  zip.file(
    'xl/drawings/_rels/drawing1.xml.rels',
    [
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>',
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">',
      ...charts.map(
        (_, index) =>
          `<Relationship Id="rIdChart${index + 1}" Type="${REL}/chart" Target="../charts/chart${index + 1}.xml"/>`,
      ),
      '</Relationships>',
    ].join(''),
  );
  const sheetPath = 'xl/worksheets/sheet1.xml';
  const relsPath = 'xl/worksheets/_rels/sheet1.xml.rels';
  const drawingRel = `<Relationship Id="rIdDrawing1" Type="${REL}/drawing" Target="../drawings/drawing1.xml"/>`;
  const rels = await zip.file(relsPath)?.async('string');
  zip.file(
    relsPath,
    rels
      ? rels.replace('</Relationships>', `${drawingRel}</Relationships>`)
      : `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${drawingRel}</Relationships>`,
  );
  let sheet = (await zip.file(sheetPath)?.async('string')) ?? '';
  if (!sheet.includes(`xmlns:r="${REL}"`)) sheet = sheet.replace('<worksheet ', `<worksheet xmlns:r="${REL}" `);
  // The drawing comes after the page setup and before the table parts and extensions (the schema's order).
  const before = ['<legacyDrawing', '<tableParts', '<extLst', '</worksheet>']
    .map((tag) => sheet.indexOf(tag))
    .filter((at) => at >= 0)
    .sort((a, b) => a - b)[0];
  sheet = `${sheet.slice(0, before)}<drawing r:id="rIdDrawing1"/>${sheet.slice(before)}`;
  zip.file(sheetPath, sheet);
  let types = (await zip.file('[Content_Types].xml')?.async('string')) ?? '';
  const overrides = [
    `<Override PartName="/xl/drawings/drawing1.xml" ContentType="${DRAWING_TYPE}"/>`,
    ...charts.map((_, index) => `<Override PartName="/xl/charts/chart${index + 1}.xml" ContentType="${CHART_TYPE}"/>`),
  ].join('');
  types = types.replace('</Types>', `${overrides}</Types>`);
  zip.file('[Content_Types].xml', types);
  return zip.generateAsync({ type: 'nodebuffer' });
}
