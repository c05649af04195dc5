import { z } from 'zod';
import { isoDay } from '../../data/calendar';
import { groupExists, groupId, IMPORT_GROUP_N } from '../../data/groups';
import { badRequest, invalidParameters, notFound } from '../../http/errors';
import { route } from '../../http/router';
import { id } from '../../validation/params';
import { validate } from '../../validation/validate';
import { campaignFor } from '../shared';

/**
 * POST keywords/import starts an import that completes over `config.importDurationMs`; import-status reports
 * progress; once done the keywords join the campaign (ids continue after its last keyword).
 */

const importBody = z.strictObject({
  campaign_id: z.union([z.number().int().positive(), z.string().regex(/^\d+$/).transform(Number)], {
    error: 'must be a campaign id',
  }),
  keywords: z.string({ error: 'must be comma-separated text' }),
  group_ids: z
    .string({ error: 'must be comma-separated text' })
    .regex(/^\s*\d+\s*(,\s*\d+\s*)*$/, 'must be comma-separated group ids')
    .optional(),
});

/** `YYYY-MM-DD hh:mm:ss` on the sandbox's today, at the wall clock's time of day. */
function timestamp(today: number, ms: number): string {
  return `${isoDay(today)} ${new Date(ms).toISOString().slice(11, 19)}`;
}

function parseBody(text: string): Record<string, string> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badRequest(['body: must be a JSON object']);
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
    throw badRequest(['body: must be a JSON object']);
  return parsed as Record<string, string>;
}

export const importRoutes = [
  route({
    method: 'POST',
    path: '/rank-tracker/v3.0/keywords/import',
    query: z.strictObject({}),
    handle(ctx) {
      const body = validate(importBody, parseBody(ctx.bodyText));
      if (body.keywords.trim() === '') throw invalidParameters(['keywords: must name at least one keyword']);
      const campaign = campaignFor(ctx, body.campaign_id);
      const known = ctx.world.keywords.knownPhrases(campaign);
      const phrases = [
        ...new Set(
          body.keywords
            .split(',')
            .map((phrase) => phrase.trim().toLowerCase().replace(/\s+/g, ' '))
            .filter((phrase) => phrase !== ''),
        ),
      ].filter((phrase) => !known.has(phrase));
      const imports = ctx.world.imports.all(campaign.id);
      let groupIds: number[];
      let createdGroup: { id: number; name: string } | null = null;
      if (body.group_ids) {
        groupIds = body.group_ids.split(',').map((part) => Number(part.trim()));
        if (!groupIds.every((group) => group > 0 && groupExists(campaign, imports, group))) throw notFound();
      } else {
        const startedOn = isoDay(ctx.today);
        const name = `API-import-${startedOn}`;
        const existing = imports.find((job) => job.createdGroup?.name === name)?.createdGroup;
        createdGroup = existing ?? { id: groupId(campaign, IMPORT_GROUP_N + imports.length), name };
        groupIds = [createdGroup.id];
      }
      const job = ctx.world.imports.add({
        campaignId: campaign.id,
        phrases,
        groupIds,
        createdGroup,
        startedAtMs: ctx.nowMs,
        doneAtMs: ctx.nowMs + ctx.world.config.importDurationMs,
        addedDay: ctx.today - 1,
        startedOn: timestamp(ctx.today, ctx.nowMs),
      });
      return { import_id: String(job.id) };
    },
  }),
  route({
    path: '/rank-tracker/v3.0/keywords/import-status',
    query: z.strictObject({ import_id: id(), campaign_id: id() }),
    handle(ctx) {
      const campaign = campaignFor(ctx, ctx.query.campaign_id);
      const job = ctx.world.imports.find(ctx.query.import_id);
      if (!job || job.campaignId !== campaign.id) throw notFound();
      const progress = ctx.world.imports.progress(job, ctx.nowMs);
      return {
        date_start: job.startedOn,
        date_done: progress.done ? timestamp(ctx.today, job.doneAtMs) : 'N/A',
        imported: progress.imported,
        processing: progress.processing,
      };
    },
  }),
];
