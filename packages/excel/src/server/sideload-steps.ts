/**
 * How one user sideloads `manifest.xml`, per Excel. `npm start` prints these words and docs/install-excel.md (3b)
 * writes them with emphasis; test/excel/sideload-steps.test.ts holds the two to the same text.
 */
export const SIDELOAD_STEPS: readonly { excel: string; steps: string }[] = [
  {
    excel: 'Excel on the web',
    steps: 'Home > Add-ins > More Add-ins > My Add-ins > Upload My Add-in, choose manifest.xml.',
  },
  {
    excel: 'Excel on Windows',
    steps:
      'put manifest.xml in a shared network folder (for example \\\\server\\addins). In Excel, File > Options > ' +
      "Trust Center > Trust Center Settings > Trusted Add-in Catalogs, add the folder's network path, tick Show in " +
      'Menu, OK, and restart Excel. Then Home > Add-ins > More Add-ins > Shared Folder, choose Search Visibility, Add.',
  },
  {
    excel: 'Excel on Mac',
    steps:
      'copy manifest.xml into ~/Library/Containers/com.microsoft.Excel/Data/Documents/wef/ (create the wef folder ' +
      'if it is missing), restart Excel, then Home > Add-ins > My Add-ins and choose Search Visibility.',
  },
];

/** The steps as a terminal shows them: one bullet per Excel, wrapped at spaces to `width` columns. */
export function sideloadLines(width = 100): string[] {
  return SIDELOAD_STEPS.flatMap(({ excel, steps }) =>
    wrap(`${excel}: ${steps}`, width - 4).map((line, index) => (index === 0 ? `  - ${line}` : `    ${line}`)),
  );
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line !== '' && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line === '' ? word : `${line} ${word}`;
  }
  if (line !== '') lines.push(line);
  return lines;
}
