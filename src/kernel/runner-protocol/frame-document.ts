/**
 * The document of the sandboxed runner frame (`<iframe sandbox="allow-scripts" src="/runner-frame">`),
 * answered by the server with its own policy (`src/server/request/runner-frame.ts`). It is not a
 * `srcdoc` frame: a srcdoc document inherits the page's CSP, whose scripts need a nonce and which
 * allows no eval, so the engine could not run in it (decision 080).
 *
 * The frame has an opaque origin (no allow-same-origin): no cookies, no storage, no access to the
 * page. Its CSP allows only this relay (by hash), eval (the engine compiles student code) and
 * blob: workers; it allows no network at all, and workers created from blob URLs inherit it.
 * The relay receives the worker's script from the page once, then starts a fresh Worker per run
 * (a run cannot leave timers or globals behind for the next) and forwards only messages that
 * carry the run's id. An engine that needs files (Python) has each new worker prepared with them
 * while it waits as the spare, so Run does not wait for the engine to start. A run the page stops
 * (its time is up, or the child pressed Stop) has its worker terminated by the relay.
 */
export const RUNNER_FRAME_PATH = '/runner-frame'

/** The frame's policy; `'sha256-…'` is the relay's hash (the server computes it). */
export function frameCsp(relayHash: string): string {
  return [
    "default-src 'none'",
    `script-src '${relayHash}' 'unsafe-eval' blob:`,
    'worker-src blob:',
    "connect-src 'none'",
    'img-src data:',
    "base-uri 'none'",
    "form-action 'none'",
    // Only the app's own pages may embed it; opened on its own it is still sandboxed.
    "frame-ancestors 'self'",
    'sandbox allow-scripts',
  ].join('; ')
}

/** Kept as plain ES2017 text: it runs as is inside the frame, with no bundler in between. */
export const RELAY_SCRIPT = `(function () {
  'use strict';
  // The page's origin, learnt from its first message (only the parent is listened to).
  var PARENT_ORIGIN = null;
  var workerUrl = null;
  // What every new worker is prepared with before its job (Python's engine), or null.
  var prepare = null;
  var spare = null;
  var current = null;
  function send(message) { parent.postMessage(message, PARENT_ORIGIN); }
  function spawn() {
    var entry = { worker: new Worker(workerUrl, { name: 'student-code' }), ready: prepare === null, job: null, failed: null };
    if (prepare !== null) {
      entry.worker.onmessage = function (event) {
        var data = event.data;
        if (data && data.kind === 'prepared') { entry.ready = true; if (entry.job) begin(entry); }
        else if (data && data.kind === 'unprepared') { entry.failed = String(data.message); if (entry.job) fail(entry, entry.failed); }
      };
      entry.worker.onerror = function (event) {
        event.preventDefault();
        entry.failed = String(event.message || 'The runner did not start.');
        if (entry.job) fail(entry, entry.failed);
      };
      entry.worker.postMessage({ kind: 'prepare', files: prepare });
    }
    return entry;
  }
  function finish() {
    if (current) { current.worker.terminate(); current = null; }
    if (!spare) spare = spawn();
  }
  function fail(entry, message) {
    if (!current || current !== entry) return;
    send({ kind: 'crashed', runId: entry.job.runId, message: message });
    finish();
  }
  function begin(entry) {
    var runId = entry.job.runId;
    entry.worker.onmessage = function (event) {
      var data = event.data;
      if (current !== entry || !data || data.runId !== runId) return;
      if (data.kind === 'events') send({ kind: 'events', runId: runId, events: data.events });
      else if (data.kind === 'done') { send({ kind: 'done', runId: runId, result: data.result }); finish(); }
    };
    send({ kind: 'started', runId: runId });
    entry.worker.postMessage(entry.job);
  }
  function start(message) {
    var entry = spare || spawn();
    spare = null;
    current = entry;
    entry.job = { runId: message.runId, code: message.code, probes: message.probes, maxEvents: message.maxEvents };
    entry.worker.onerror = function (event) {
      event.preventDefault();
      entry.failed = String(event.message || 'The runner stopped.');
      fail(entry, entry.failed);
    };
    if (entry.failed !== null) fail(entry, entry.failed);
    else if (entry.ready) begin(entry);
  }
  function ready() {
    spare = spawn();
    send({ kind: 'ready' });
  }
  window.addEventListener('message', function (event) {
    if (event.source !== parent) return;
    var message = event.data;
    if (!message || typeof message !== 'object') return;
    if (message.kind === 'init' && workerUrl === null && typeof message.source === 'string') {
      PARENT_ORIGIN = event.origin;
      workerUrl = URL.createObjectURL(new Blob([message.source], { type: 'text/javascript' }));
      var files = message.prepare;
      if (files && files.wasm instanceof ArrayBuffer && files.stdlib instanceof ArrayBuffer) {
        // The engine's WebAssembly is compiled once for the frame; each worker instantiates it.
        WebAssembly.compile(files.wasm).then(function (wasm) {
          prepare = { wasm: wasm, stdlib: files.stdlib };
          ready();
        });
      } else {
        ready();
      }
    } else if (message.kind === 'run' && workerUrl !== null && current === null && typeof message.runId === 'string') {
      start(message);
    } else if (message.kind === 'stop' && typeof message.runId === 'string') {
      // The worker may be stuck in a loop; terminating it needs nothing from it. The prepared
      // spare takes the next run at once. A worker still preparing (its engine starting on a busy
      // machine) ran nothing: it stays, as the spare, so the next run does not start over.
      if (current && current.job && current.job.runId === message.runId) {
        if (!current.ready && current.failed === null && spare === null) {
          spare = current;
          spare.job = null;
          current = null;
        } else finish();
      }
      send({ kind: 'stopped', runId: message.runId });
    }
  });
  // Says nothing but "loaded", so it may go to whoever embeds the frame.
  parent.postMessage({ kind: 'hello' }, '*');
})();`

/** The frame's whole document. */
export const FRAME_DOCUMENT = [
  '<!doctype html><html lang="en"><head>',
  '<meta charset="utf-8"><title>Code runner</title></head><body>',
  `<script>${RELAY_SCRIPT}</script>`,
  '</body></html>',
].join('')
