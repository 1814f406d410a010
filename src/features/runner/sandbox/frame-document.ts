/**
 * The document of the sandboxed runner frame (`<iframe sandbox="allow-scripts" srcdoc=…>`).
 *
 * The frame has an opaque origin (no allow-same-origin): no cookies, no storage, no access to the
 * page. Its CSP allows inline script (this relay), eval (the engine compiles student code) and
 * blob: workers; it allows no network at all, and workers created from blob URLs inherit it.
 * The relay receives the worker's script from the page once, then starts a fresh Worker per run
 * (a run cannot leave timers or globals behind for the next) and forwards only messages that
 * carry the run's id.
 */
export const FRAME_CSP = [
  "default-src 'none'",
  "script-src 'unsafe-inline' 'unsafe-eval' blob:",
  'worker-src blob:',
  "connect-src 'none'",
  'img-src data:',
].join('; ')

/** Kept as plain ES2017 text: it runs as is inside the frame, with no bundler in between. */
const relayScript = (parentOrigin: string) => `(function () {
  'use strict';
  var PARENT_ORIGIN = ${JSON.stringify(parentOrigin).replace(/</g, '\\u003c')};
  var workerUrl = null;
  var spare = null;
  var current = null;
  function send(message) { parent.postMessage(message, PARENT_ORIGIN); }
  function spawn() { return new Worker(workerUrl, { name: 'student-code' }); }
  function finish() {
    if (current) { current.worker.terminate(); current = null; }
    if (!spare) spare = spawn();
  }
  function start(message) {
    var runId = message.runId;
    var worker = spare || spawn();
    spare = null;
    current = { worker: worker, runId: runId };
    worker.onmessage = function (event) {
      var data = event.data;
      if (!current || current.runId !== runId || !data || data.runId !== runId) return;
      if (data.kind === 'events') send({ kind: 'events', runId: runId, events: data.events });
      else if (data.kind === 'done') { send({ kind: 'done', runId: runId, result: data.result }); finish(); }
    };
    worker.onerror = function (event) {
      event.preventDefault();
      if (!current || current.runId !== runId) return;
      send({ kind: 'crashed', runId: runId, message: String(event.message || 'The runner stopped.') });
      finish();
    };
    worker.postMessage({ runId: runId, code: message.code, probes: message.probes, maxEvents: message.maxEvents });
  }
  window.addEventListener('message', function (event) {
    if (event.source !== parent) return;
    var message = event.data;
    if (!message || typeof message !== 'object') return;
    if (message.kind === 'init' && workerUrl === null && typeof message.source === 'string') {
      workerUrl = URL.createObjectURL(new Blob([message.source], { type: 'text/javascript' }));
      spare = spawn();
      send({ kind: 'ready' });
    } else if (message.kind === 'run' && workerUrl !== null && current === null && typeof message.runId === 'string') {
      start(message);
    }
  });
  send({ kind: 'hello' });
})();`

/** The frame's whole document, for `srcdoc`. `parentOrigin` is where the relay may post to. */
export function frameDocument(parentOrigin: string): string {
  return [
    '<!doctype html><html lang="en"><head>',
    `<meta http-equiv="Content-Security-Policy" content="${FRAME_CSP}">`,
    '<meta charset="utf-8"><title>Code runner</title></head><body>',
    `<script>${relayScript(parentOrigin)}</script>`,
    '</body></html>',
  ].join('')
}
