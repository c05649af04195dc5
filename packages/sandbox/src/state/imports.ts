/** Keyword imports of one sandbox instance: they complete over time and then join their campaign's keywords. */

export interface ImportJob {
  id: number;
  campaignId: number;
  phrases: readonly string[];
  /** Groups named by the caller, or the group created for the import. */
  groupIds: readonly number[];
  /** Set when the import created its own `API-import-YYYY-MM-DD` group. */
  createdGroup: { id: number; name: string } | null;
  startedAtMs: number;
  doneAtMs: number;
  startedOn: string;
  /** Day the keywords count as tracked from: the sandbox's yesterday, so they show data as soon as they land. */
  addedDay: number;
}

export interface ImportProgress {
  imported: number;
  processing: number;
  done: boolean;
}

/** The first import id handed out, so ids look like the live ones. */
const FIRST_IMPORT_ID = 108331;

export class ImportBook {
  private readonly jobs: ImportJob[] = [];

  add(job: Omit<ImportJob, 'id'>): ImportJob {
    const created = { ...job, id: FIRST_IMPORT_ID + this.jobs.length };
    this.jobs.push(created);
    return created;
  }

  find(id: number): ImportJob | undefined {
    return this.jobs.find((job) => job.id === id);
  }

  /** Imports of a campaign that have completed at `nowMs`, oldest first. */
  completed(campaignId: number, nowMs: number): ImportJob[] {
    return this.jobs.filter((job) => job.campaignId === campaignId && job.doneAtMs <= nowMs);
  }

  /** Every import of a campaign, finished or not (their groups exist from the start). */
  all(campaignId: number): ImportJob[] {
    return this.jobs.filter((job) => job.campaignId === campaignId);
  }

  progress(job: ImportJob, nowMs: number): ImportProgress {
    const total = job.phrases.length;
    const span = Math.max(1, job.doneAtMs - job.startedAtMs);
    const share = Math.min(1, Math.max(0, (nowMs - job.startedAtMs) / span));
    const imported = nowMs >= job.doneAtMs ? total : Math.floor(total * share);
    return { imported, processing: total - imported, done: imported === total };
  }
}
