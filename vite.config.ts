import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type ProxyOptions } from "vite";
import { VitePWA } from "vite-plugin-pwa";

// In development the API runs on its own port; the browser talks to Vite only, so cookies and the
// same-origin rules behave as they do in production, where one process serves both.
const api: ProxyOptions = {
  target: "http://127.0.0.1:3001",
  ws: false,
  // The live stream (server-sent events) must reach the browser message by message. The proxy
  // pipes the response as it arrives; these headers keep anything in between from buffering it
  // or compressing it, and no proxy timeout cuts a long-lived stream.
  configure(proxy) {
    proxy.on("proxyRes", (proxyRes) => {
      if (proxyRes.headers["content-type"]?.startsWith("text/event-stream")) {
        proxyRes.headers["cache-control"] = "no-cache, no-transform";
        proxyRes.headers["x-accel-buffering"] = "no";
      }
    });
  },
};

// Web push (decision 227): the worker's push, click and subscription-change handlers, a plain
// script Workbox's generated worker imports. Its address carries a hash of its text, so a changed
// script changes sw.js too and reaches browsers as a new version, like any other change.
const pushScript = readFileSync(new URL("./src/web/public/push-sw.js", import.meta.url));
const pushScriptUrl = `/push-sw.js?v=${createHash("sha256").update(pushScript).digest("hex").slice(0, 12)}`;

// The installable app (decision 101): the web app manifest, and a Workbox service worker that keeps
// the app shell (the built HTML, JavaScript, CSS and icons) so Huddle opens offline. It caches
// nothing else: /api answers are private and live, and always go to the network.
const installable = VitePWA({
  strategies: "generateSW",
  // A new version waits until the person chooses "Reload" in the toast (features/offline).
  registerType: "prompt",
  // Registered by our own code (features/offline/app-updates.tsx), not a script in index.html.
  injectRegister: false,
  manifestFilename: "manifest.webmanifest",
  // The icons are precached by workbox.globPatterns already (listing them twice would too).
  includeManifestIcons: false,
  manifest: {
    id: "/",
    name: "Huddle",
    short_name: "Huddle",
    description: "Decide together: share links, build a shortlist, vote, and see the winner live.",
    lang: "en",
    start_url: "/",
    scope: "/",
    display: "standalone",
    // The primary colour (indigo-600) and the page background (slate-50) of styles.css.
    theme_color: "#4f46e5",
    background_color: "#f8fafc",
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/maskable-192.png", sizes: "192x192", type: "image/png", purpose: "maskable" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
    // Sharing a link from another app opens the share page with it (decision 106). GET: the
    // page reads it from its address, so the worker's navigation fallback serves it like any
    // client route, offline too, and signing in returns to the same address.
    share_target: {
      action: "/share",
      method: "GET",
      // Chromium warns of a manifest without it, even for GET (where it means nothing).
      enctype: "application/x-www-form-urlencoded",
      params: { url: "url", title: "title", text: "text" },
    },
  },
  workbox: {
    globPatterns: ["**/*.{html,js,css,svg,png,woff2}"],
    // Every client route opens from the cached index.html, /share (the share target) with its
    // query included; /api (the JSON API, Better Auth's callbacks and pages, the API docs) is
    // never answered by the worker, only by the server.
    navigateFallback: "index.html",
    navigateFallbackDenylist: [/^\/api(\/|$)/],
    // No runtimeCaching: nothing but the precached shell is ever stored.
    cleanupOutdatedCaches: true,
    // The first visit's page is controlled at once, so it opens offline without a second visit.
    // (An update still waits for "Reload": skipWaiting is left off.)
    clientsClaim: true,
    importScripts: [pushScriptUrl],
  },
});

export default defineConfig({
  root: fileURLToPath(new URL("./src/web", import.meta.url)),
  plugins: [react(), tailwindcss(), installable],
  build: {
    outDir: fileURLToPath(new URL("./dist/web", import.meta.url)),
    emptyOutDir: true,
    // Read by the bundle-size test to add up what each route loads.
    manifest: true,
    // No <link rel="modulepreload"> put into the page at run time for a lazy chunk's imports:
    // the event page's start put about 70 there in one task, at 1 to 3 ms of main thread each
    // in Chromium (decision 111). The browser fetches a chunk's own imports as soon as it has
    // read the chunk; pages the server does not paint still name their chunks in their HTML
    // (server/http/route-preloads.ts).
    modulePreload: false,
    rolldownOptions: {
      // A feature's face (features/<name>/index.ts) only re-exports: importing one part of it
      // must not bring the rest of the feature, or its lazy chunks, into a page's download.
      treeshake: {
        moduleSideEffects: [
          { test: /\/src\/web\/features\/[^/]+\/index\.ts$/, sideEffects: false },
        ],
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: { "/api": api },
  },
  preview: {
    proxy: { "/api": api },
  },
});
