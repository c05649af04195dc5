import { cellAt } from '../a1';
import type { ReportCell, ReportDevice } from '../types';

/** The words of the report a client asks about, each in one line (the explanation runs from column B to the right). */
function entries(device: ReportDevice): readonly (readonly [string, string])[] {
  return [
    [
      'Visibility',
      'How visible your site is in Google for the tracked keywords, as the service scores it: your site alone.',
    ],
    ['Share of voice', 'Your part of the clicks the tracked keywords could bring, against the competitors listed.'],
    [
      'Share of clicks',
      'Your part of the organic clicks on the tracked keywords, day by day, among the domains shown.',
    ],
    ['pp', 'Percentage points: the difference of two percentages (8.6 % to 9.8 % is +1.2 pp), not a percent change.'],
    [
      'AI overview',
      'The AI-written answer Google shows above its results: does it mention your brand, link to your site?',
    ],
    [
      'AI search',
      'Answers of AI assistants to your keywords, checked weekly: ChatGPT, Gemini and Perplexity (as in your plan).',
    ],
    [
      'Device',
      `Ranks, visibility and shares are ${device}; the AI overview chart shows both devices, traffic is all devices.`,
    ],
  ];
}

/** Rows the glossary takes: its heading and one row per word. */
export const glossaryHeight = (device: ReportDevice): number => 1 + entries(device).length;

/** The glossary block from `firstRow`: a heading, then each word (column A) and what it means (column B). */
export function glossaryCells(firstRow: number, device: ReportDevice): ReportCell[] {
  return [
    { address: cellAt(1, firstRow), value: 'What the words mean', style: 'heading' },
    ...entries(device).flatMap(([word, meaning], index): ReportCell[] => [
      { address: cellAt(1, firstRow + 1 + index), value: word, style: 'label' },
      { address: cellAt(2, firstRow + 1 + index), value: meaning },
    ]),
  ];
}
