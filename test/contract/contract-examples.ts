import type { FunctionDef } from '@sv/core';
import type { Sandbox } from '@sv/sandbox';
import { IMPORT_CAMPAIGN, SANDBOX_CAMPAIGN } from '../reliability/property-helpers/example-args';

/** Ids the sandbox seeds for the example campaign, read from it once so the examples are real ones. */
export interface ContractExamples {
  keywordIds: number[];
  groupIds: number[];
  /** An import the sandbox has run, for the import status. */
  importId: string;
}

/** One value an optional parameter or an option is called with. */
export interface ExampleValue {
  label: string;
  value(examples: ContractExamples): unknown;
  /** Other arguments the value needs changed with it (GET's query needs a path that takes it). */
  with?(examples: ContractExamples): Record<string, unknown>;
  /**
   * A value the interfaces define but a function may choose not to offer (a built-in group where its operation
   * has no such group): the function refusing it before anything is sent is its own documented choice.
   */
  optionalForFunction?: true;
}

type Maker = (def: FunctionDef) => Omit<ExampleValue, 'label'> & { label?: string };

const constant =
  (value: unknown): Maker =>
  () => ({ value: () => value });

/**
 * Values by parameter or option name, where the type alone does not say what the service knows (a search text that
 * matches keywords, a segment that exists). A name missing here falls back to its type; one without a usable type
 * fails its case with a message saying which example to add.
 */
const BY_NAME: Record<string, Maker> = {
  keyword_ids: () => ({ value: (examples) => examples.keywordIds.slice(0, 2).join(', ') }),
  campaign_ids: constant('101, 102'),
  company_id: constant(1),
  competitors: constant('rival-one.com, rival-two.com'),
  domains: constant('northwind-shoes.example, rival-one.com'),
  domain: constant('rival-one.com'),
  search: constant('shoe'),
  keyword_name: constant('slippers'),
  segment: constant('brand'),
  // The AI writer files its topic recommendations under the campaign's theme.
  category: constant('shoes'),
  order_by: constant('search_volume'),
  // A text the core reads as the period to compare with: last year's dates are in the sandbox too.
  compare: constant('previous_year'),
  query_end_date: constant('2026-10-07'),
  start_date: constant('2026-10-01'),
  end_date: constant('2026-10-07'),
  date: constant('2026-10-07'),
  // GET and V1_GET take query pairs for the path they are given: a path whose operation reads them.
  query: (def) =>
    def.api === '1.2'
      ? {
          value: () => 'keyword_name=slippers',
          with: () => ({ path: `/keyword_data/${SANDBOX_CAMPAIGN}/2026-10-01/2026-10-07` }),
        }
      : {
          value: () => `campaign_id=${SANDBOX_CAMPAIGN}`,
          with: () => ({ path: '/rank-tracker/v3.0/groups' }),
        },
};

const BY_TYPE: Record<string, unknown> = {
  date: '2026-10-05',
  text: 'shoe',
  domain: 'rival-one.com',
  'list of domain': 'rival-one.com, rival-two.com',
  'list of domain_or_url': 'rival-one.com',
  'list of text': 'running shoes, trail shoes',
};

export function exampleOf(def: FunctionDef, name: string, type: string): ExampleValue {
  const byName = BY_NAME[name]?.(def);
  if (byName)
    return { label: byName.label ?? describe(byName.value({ keywordIds: [], groupIds: [], importId: '' })), ...byName };
  if (type in BY_TYPE) return { label: describe(BY_TYPE[type]), value: () => BY_TYPE[type] };
  return {
    label: `(no example for ${type})`,
    value: () => {
      throw new Error(`test/contract/contract-examples.ts: add an example for ${name} (${type}) of ${def.name}`);
    },
  };
}

function describe(value: unknown): string {
  return value === '' ? 'the campaign examples' : JSON.stringify(value);
}

/**
 * Reads two keyword ids and the groups (not folders) of the example campaign from the sandbox, and runs one keyword
 * import (as the task panes' explicit action would) so there is an import status to read.
 */
export async function readExamples(sandbox: Sandbox): Promise<ContractExamples> {
  const headers = { Authorization: sandbox.tokens.full, Accept: 'application/json' };
  const started = (await (
    await fetch(`${sandbox.v3Url}/rank-tracker/v3.0/keywords/import`, {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: JSON.stringify({ campaign_id: IMPORT_CAMPAIGN, keywords: 'contract keyword one,contract keyword two' }),
    })
  ).json()) as { import_id: string };
  const keywords = (await (
    await fetch(`${sandbox.v3Url}/rank-tracker/v3.0/keywords?campaign_id=${SANDBOX_CAMPAIGN}&limit=2`, { headers })
  ).json()) as { keyword_id: number }[];
  const tree = (await (
    await fetch(`${sandbox.v3Url}/rank-tracker/v3.0/groups?campaign_id=${SANDBOX_CAMPAIGN}`, { headers })
  ).json()) as GroupNode[];
  const groups = flatten(tree).filter((node) => node.type === 'group');
  return {
    keywordIds: keywords.map((k) => k.keyword_id),
    groupIds: groups.map((g) => g.group_id),
    importId: started.import_id,
  };
}

interface GroupNode {
  group_id: number;
  type: string;
  subgroups: GroupNode[];
}

function flatten(nodes: readonly GroupNode[]): GroupNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.subgroups)]);
}
