import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type ProxyOptions } from "vite";

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

export default defineConfig({
  root: fileURLToPath(new URL("./src/web", import.meta.url)),
  plugins: [react(), tailwindcss()],
  build: {
    outDir: fileURLToPath(new URL("./dist/web", import.meta.url)),
    emptyOutDir: true,
    // Read by the bundle-size test to add up what each route loads.
    manifest: true,
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
