/**
 * Whether Office shows a dark theme (Black or Dark Gray), so the pane can draw itself dark too instead of a white
 * block in a dark window. Read from the theme's body colour, which every Excel that has the theme API reports;
 * `isDarkTheme` is newer and missing on some builds. Outside Office, or without the API: light.
 */
export function officeThemeIsDark(): boolean {
  const theme = typeof Office === 'undefined' ? undefined : Office.context?.officeTheme;
  const background = theme?.bodyBackgroundColor;
  if (typeof background === 'string' && /^#?[0-9a-f]{6}$/i.test(background)) return luminance(background) < 0.4;
  return theme?.isDarkTheme === true;
}

/** Relative luminance of an sRGB colour "#rrggbb" (WCAG's formula), 0 for black to 1 for white. */
export function luminance(hex: string): number {
  const digits = hex.replace('#', '');
  const [r, g, b] = [0, 2, 4].map((at) => {
    const channel = Number.parseInt(digits.slice(at, at + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
