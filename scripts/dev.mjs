// `npm run dev`: the API with reload on change (tsx watch, port 3001), Vite on 5173 (it proxies
// /api to 3001, so the browser sees one origin, as in production), and a local OpenID Connect
// issuer standing in for Google, so "Continue with Google" works without a Google project.
// Set DEV_GOOGLE_EMAIL / DEV_GOOGLE_NAME to choose who the stand-in signs in as. Ctrl-C stops all.
import { spawn } from "node:child_process";
import { OAuth2Server } from "oauth2-mock-server";

const API_PORT = 3001;
const WEB_URL = "http://localhost:5173";

const issuer = new OAuth2Server();
await issuer.issuer.keys.generate("RS256");
const google = {
  sub: `dev-google-${process.env.DEV_GOOGLE_EMAIL ?? "person"}`,
  email: process.env.DEV_GOOGLE_EMAIL ?? "dev.google.user@example.test",
  name: process.env.DEV_GOOGLE_NAME ?? "Dev Google User",
  email_verified: true,
};
issuer.service.on("beforeTokenSigning", (token) => Object.assign(token.payload, google));
await issuer.start(0, "127.0.0.1");
const issuerUrl = issuer.issuer.url;
console.log(
  `dev: local Google stand-in at ${issuerUrl} (signs in as ${google.name} <${google.email}>)`,
);

const children = [];
function run(name, command, args, env = {}) {
  const child = spawn(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  child.on("exit", (code, signal) => {
    if (!stopping) {
      console.error(`dev: ${name} stopped (${signal ?? code}); stopping the rest`);
      void stop(code ?? 1);
    }
  });
  children.push(child);
}

run("api", "npx", ["tsx", "watch", "--clear-screen=false", "src/server/main.ts"], {
  NODE_ENV: "development",
  PORT: String(API_PORT),
  HOST: "127.0.0.1",
  // Links in emails and Better Auth's own URLs point at the page the browser is on.
  PUBLIC_URL: WEB_URL,
  GOOGLE_CLIENT_ID: process.env.GOOGLE_CLIENT_ID ?? "huddle-dev",
  GOOGLE_CLIENT_SECRET: process.env.GOOGLE_CLIENT_SECRET ?? "huddle-dev-secret",
  GOOGLE_DISCOVERY_URL:
    process.env.GOOGLE_DISCOVERY_URL ?? `${issuerUrl}/.well-known/openid-configuration`,
});
run("web", "npx", ["vite"]);

let stopping = false;
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  await Promise.all(
    children.map((child) =>
      child.exitCode === null ? new Promise((r) => child.once("exit", r)) : null,
    ),
  );
  await issuer.stop();
  process.exit(code);
}
process.on("SIGINT", () => void stop());
process.on("SIGTERM", () => void stop());
