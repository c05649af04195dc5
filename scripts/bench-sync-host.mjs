// A host shaped like Apps Script's for the benchmark: fetchAll blocks until every request of the batch has answered
// (as UrlFetchApp.fetchAll does), and sleep blocks. The requests run in a worker thread, in parallel; the main thread
// waits on a shared flag, so the core's synchronous driver runs exactly as it does in Sheets.
import { MessageChannel, receiveMessageOnPort, Worker } from 'node:worker_threads';

const WORKER = `
const { workerData } = require('node:worker_threads');
const { port, signal } = workerData;
port.on('message', async (requests) => {
  const outcomes = await Promise.all(
    requests.map(async (request) => {
      try {
        const response = await fetch(request.url, { method: request.method, headers: request.headers, body: request.body });
        return { status: response.status, headers: Object.fromEntries(response.headers), body: await response.text() };
      } catch (error) {
        return { status: 0, headers: {}, body: '', failure: String(error) };
      }
    }),
  );
  port.postMessage(outcomes);
  Atomics.store(signal, 0, 1);
  Atomics.notify(signal, 0);
});
`;

export function createBlockingHost() {
  const { port1, port2 } = new MessageChannel();
  const signal = new Int32Array(new SharedArrayBuffer(4));
  const worker = new Worker(WORKER, { eval: true, workerData: { port: port2, signal }, transferList: [port2] });
  const pause = new Int32Array(new SharedArrayBuffer(4));
  return {
    host: {
      fetchAll(requests) {
        Atomics.store(signal, 0, 0);
        port1.postMessage(requests);
        Atomics.wait(signal, 0, 0);
        return receiveMessageOnPort(port1).message;
      },
      sleep(ms) {
        if (ms > 0) Atomics.wait(pause, 0, 0, ms);
      },
    },
    close: () => worker.terminate(),
  };
}
