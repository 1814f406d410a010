import {
  ASSETS_CACHE,
  OFFLINE_PAGE_PATTERNS,
  PAGE_MAX_AGE_MS,
  PAGES_CACHE,
  SERVICE_WORKER_PATH,
} from '@/lib/offline-pages'

/** Hashed files kept at most (the oldest go first): several deploys' worth of the player and Python. */
const MAX_ASSETS = 400
/** Lesson pages kept at most. */
const MAX_PAGES = 40

/**
 * The service worker (decision 202), plain ES2017 text served as is. Its own answers only for GET
 * requests of this origin:
 * - `/assets/…` (hashed, immutable): from the cache, else the network (then kept);
 * - the lesson player's pages and the runner's frame: from the network (then kept, stamped); the
 *   kept copy only when the network fails and it is younger than a school day;
 * - everything else (server functions, the API, other pages, uploads) is not touched.
 * Each school's host has its own worker and caches (the browser keeps them by origin). A new build
 * has a new script (its id is in it), which takes over at once; the caches stay, pruned.
 */
export function serviceWorkerScript(buildId: string): string {
  const patterns = `[${OFFLINE_PAGE_PATTERNS.map((pattern) => pattern.toString()).join(', ')}]`
  return `// build ${JSON.stringify(buildId)}
'use strict';
var ASSETS = ${JSON.stringify(ASSETS_CACHE)};
var PAGES = ${JSON.stringify(PAGES_CACHE)};
var PAGE_MAX_AGE_MS = ${PAGE_MAX_AGE_MS};
var MAX_ASSETS = ${MAX_ASSETS};
var MAX_PAGES = ${MAX_PAGES};
var PAGE_PATHS = ${patterns};
var STAMP = 'x-codeschool-kept-at';
// A page the child opened inside the app (no request this worker saw) is fetched again for keeping
// when its kept copy is older than this, so an offline reload shows today's lesson.
var REFRESH_AFTER_MS = 60000;

function kindOf(url) {
  if (url.origin !== self.location.origin) return null;
  if (url.pathname.indexOf('/assets/') === 0 && url.search === '') return 'asset';
  if (url.search === '' && PAGE_PATHS.some(function (path) { return path.test(url.pathname); })) return 'page';
  return null;
}

function keepAsset(cache, request, response) {
  if (response.ok && response.type === 'basic' && response.status === 200) {
    return cache.put(request, response.clone()).catch(function () {});
  }
  return Promise.resolve();
}

function fromCacheFirst(request) {
  return caches.open(ASSETS).then(function (cache) {
    return cache.match(request).then(function (kept) {
      if (kept) return kept;
      return fetch(request).then(function (response) {
        keepAsset(cache, request, response);
        return response;
      });
    });
  });
}

function keepPage(cache, url, response) {
  if (response.status !== 200 || response.type !== 'basic' || response.redirected) {
    // Signed out, moved or gone: the kept copy goes too.
    return cache.delete(url);
  }
  return response.clone().blob().then(function (body) {
    var headers = new Headers(response.headers);
    headers.set(STAMP, String(Date.now()));
    return cache.put(url, new Response(body, { status: 200, statusText: response.statusText, headers: headers }));
  }).catch(function () {});
}

function fresh(response) {
  var at = Number(response.headers.get(STAMP));
  return at > 0 && Date.now() - at < PAGE_MAX_AGE_MS;
}

function fromNetworkFirst(request) {
  var url = request.url;
  return fetch(request).then(function (response) {
    caches.open(PAGES).then(function (cache) { return keepPage(cache, url, response); });
    return response;
  }, function (error) {
    return caches.open(PAGES).then(function (cache) {
      return cache.match(url).then(function (kept) {
        if (kept && fresh(kept)) return kept;
        throw error;
      });
    });
  });
}

self.addEventListener('fetch', function (event) {
  var request = event.request;
  if (request.method !== 'GET' || request.headers.has('range')) return;
  var kind = kindOf(new URL(request.url));
  if (kind === 'asset') event.respondWith(fromCacheFirst(request));
  else if (kind === 'page') event.respondWith(fromNetworkFirst(request));
});

// The page names what it loaded before this worker was in control; what is not kept yet is fetched
// (from the browser's cache, mostly) and kept.
self.addEventListener('message', function (event) {
  var data = event.data;
  if (!data || data.kind !== 'keep' || !Array.isArray(data.urls)) return;
  var work = data.urls.slice(0, 300).map(function (href) {
    var url;
    try { url = new URL(String(href)); } catch (e) { return null; }
    url.hash = '';
    var kind = kindOf(url);
    if (kind === 'asset') {
      return caches.open(ASSETS).then(function (cache) {
        return cache.match(url.href).then(function (kept) {
          if (kept) return;
          return fetch(url.href).then(function (response) { return keepAsset(cache, url.href, response); });
        });
      });
    }
    if (kind === 'page') {
      return caches.open(PAGES).then(function (cache) {
        return cache.match(url.href).then(function (kept) {
          if (kept && fresh(kept) && Date.now() - Number(kept.headers.get(STAMP)) < REFRESH_AFTER_MS) return;
          return fetch(url.href, { credentials: 'same-origin' }).then(function (response) { return keepPage(cache, url.href, response); });
        });
      });
    }
    return null;
  }).filter(Boolean).map(function (p) { return p.catch(function () {}); });
  if (event.waitUntil) event.waitUntil(Promise.all(work));
});

function prune(name, max, stale) {
  return caches.open(name).then(function (cache) {
    return cache.keys().then(function (keys) {
      var extra = keys.length - max;
      return Promise.all(keys.map(function (key, index) {
        if (index < extra) return cache.delete(key);
        if (!stale) return null;
        return cache.match(key).then(function (response) { if (response && !fresh(response)) return cache.delete(key); });
      }));
    });
  });
}

self.addEventListener('install', function () { self.skipWaiting(); });
self.addEventListener('activate', function (event) {
  event.waitUntil(
    caches.keys().then(function (names) {
      return Promise.all(names.map(function (name) {
        if (name !== ASSETS && name !== PAGES) return caches.delete(name);
        return null;
      }));
    })
      .then(function () { return Promise.all([prune(ASSETS, MAX_ASSETS, false), prune(PAGES, MAX_PAGES, true)]); })
      .then(function () { return self.clients.claim(); })
  );
});
`
}

/** `GET /sw.js`: checked by the browser on every navigation, so never cached by HTTP. */
export function serviceWorkerResponse(request: Request, buildId: string): Response | null {
  if (new URL(request.url).pathname !== SERVICE_WORKER_PATH) return null
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new Response(null, { status: 405, headers: { allow: 'GET, HEAD' } })
  }
  return new Response(request.method === 'HEAD' ? null : serviceWorkerScript(buildId), {
    headers: {
      'content-type': 'text/javascript; charset=utf-8',
      'cache-control': 'no-cache',
      // The worker fetches only its own origin and runs no other script.
      'content-security-policy': "default-src 'none'; connect-src 'self'",
    },
  })
}
