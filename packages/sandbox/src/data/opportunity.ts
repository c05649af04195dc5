import type { Keyword } from './keywords';
import { unit } from './random';
import { clickThroughRate } from './ranks';

export type Difficulty = 'already_top_10' | 'easy' | 'medium' | 'hard';

export interface Opportunity {
  score: number | 'N/A';
  additional_monthly_sessions: number;
  avg_cpc: number;
  difficulty: Difficulty;
}

export function avgCpcOf(seed: number, phrase: string): number {
  return Math.round((0.15 + unit(seed, phrase, 'cpc') ** 2 * 4.5) * 100) / 100;
}

export function difficultyOf(seed: number, phrase: string, rank: number): Difficulty {
  if (rank <= 10) return 'already_top_10';
  const roll = unit(seed, phrase, 'difficulty');
  return roll < 0.35 ? 'easy' : roll < 0.75 ? 'medium' : 'hard';
}

/** Opportunity given the keyword's current desktop rank and volume; the score is not computed for tiny volumes. */
export function opportunityOf(keyword: Keyword, rank: number, volume: number): Opportunity {
  const gain = rank > 3 ? Math.round(volume * Math.max(0, clickThroughRate(2) - clickThroughRate(rank))) : 0;
  const score =
    volume < 30 ? 'N/A' : Math.min(10, Math.round((Math.log10(1 + gain) / 4) * 10 + unit(keyword.phrase, 'score') * 2));
  return {
    score,
    additional_monthly_sessions: gain,
    avg_cpc: avgCpcOf(keyword.seed, keyword.phrase),
    difficulty: difficultyOf(keyword.seed, keyword.phrase, rank),
  };
}
