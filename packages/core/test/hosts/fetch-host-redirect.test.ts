import { createFetchHost, type FetchLike, resolveSettings, runAsync } from '../../src';
import { send } from '../../src/engine/send';
import { createSession } from '../../src/engine/session';

/** A fetch that answers every request with one canned response, recording the init it was given. */
function cannedFetch(answer: { status: number; type?: string; headers?: Record<string, string> }) {
  const inits: Parameters<FetchLike>[1][] = [];
  const fetchImpl: FetchLike = async (_url, init) => {
    inits.push(init);
    return {
      status: answer.status,
      type: answer.type,
      headers: {
        forEach: (callback) => {
          for (const [name, value] of Object.entries(answer.headers ?? {})) callback(value, name);
        },
      },
      text: async () => '',
    };
  };
  return { fetchImpl, inits };
}

const REQUEST = { method: 'GET' as const, url: 'https://apigw.seomonitor.com/v3/x', headers: { Authorization: 't' } };

test('every request asks fetch not to follow redirects', async () => {
  const { fetchImpl, inits } = cannedFetch({ status: 200 });
  await createFetchHost(fetchImpl).fetchAll([REQUEST]);
  expect(inits[0]?.redirect).toBe('manual');
});

test("a browser's opaque redirect is an answer, not a connection failure", async () => {
  const { fetchImpl } = cannedFetch({ status: 0, type: 'opaqueredirect' });
  const [outcome] = await createFetchHost(fetchImpl).fetchAll([REQUEST]);
  expect(outcome).toEqual({ status: 0, headers: {}, body: '', opaqueRedirect: true });
});

test.each([
  [{ status: 302, headers: { location: 'https://collector.example/v3/x' } }, /redirect \(302\) to collector\.example/],
  [{ status: 0, type: 'opaqueredirect' }, /redirect to another address, which the browser does not show/],
])('a redirect fails the call once, naming where it pointed: %j', async (answer, shown) => {
  const { fetchImpl, inits } = cannedFetch(answer);
  const session = createSession(resolveSettings({ token: 'svk_test_token_123456' }), { useCache: false });
  const call = runAsync(
    send(session, { api: '3.0', method: 'GET', path: '/x', operation: 'campaign data' }),
    createFetchHost(fetchImpl),
  );
  await expect(call).rejects.toThrow(shown);
  await expect(call).rejects.toThrow(/nothing was sent there/);
  expect(inits).toHaveLength(1);
});
