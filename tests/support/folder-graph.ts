// The folders of src and the imports between them (type-only imports included), read by madge as
// TypeScript resolves them. A folder is a feature (src/<side>/features/<name>), another folder of a
// side (src/server/http, src/web/lib), or a side's own top files. Run it to see the report:
//   node --import tsx tests/support/folder-graph.ts
import madge from "madge";

export type FolderGraph = {
  /** folder -> folders it imports, with the file imports behind each arrow */
  arrows: Map<string, Map<string, string[]>>;
};

export function folderOf(file: string): string {
  const parts = file.split("/");
  if (parts[1] === "features" && parts.length > 3) return parts.slice(0, 3).join("/");
  if (parts.length <= 2) return `${parts[0]}/(top)`;
  return parts.slice(0, 2).join("/");
}

/** A feature of the server or of the web. The shared contract (src/shared) is public to both. */
export const isFeature = (folder: string) => /^(server|web)\/features\/[^/]+$/.test(folder);

/** A feature's face: what other folders may import of it. Everything else in it is its own. */
export const isFeatureFace = (file: string) => /^[^/]+\/features\/[^/]+\/index\.tsx?$/.test(file);

export async function readImports(): Promise<Record<string, string[]>> {
  const graph = await madge("src", {
    fileExtensions: ["ts", "tsx"],
    tsConfig: "tsconfig.json",
    excludeRegExp: [/\.test\.tsx?$/],
    detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } },
  });
  return graph.obj();
}

export function folderGraph(imports: Record<string, string[]>): FolderGraph {
  const arrows = new Map<string, Map<string, string[]>>();
  for (const [file, targets] of Object.entries(imports)) {
    for (const target of targets) {
      if (target.startsWith("..")) continue; // outside src
      const from = folderOf(file);
      const to = folderOf(target);
      if (from === to) continue;
      const out = arrows.get(from) ?? new Map<string, string[]>();
      arrows.set(from, out);
      out.set(to, [...(out.get(to) ?? []), `${file} -> ${target}`]);
    }
  }
  return { arrows };
}

/** Groups of folders that reach each other (Tarjan's strongly connected components, size > 1). */
export function folderCircles({ arrows }: FolderGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  let next = 0;
  const visit = (folder: string) => {
    index.set(folder, next);
    low.set(folder, next);
    next += 1;
    stack.push(folder);
    onStack.add(folder);
    for (const to of arrows.get(folder)?.keys() ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(folder, Math.min(low.get(folder)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(folder, Math.min(low.get(folder)!, index.get(to)!));
    }
    if (low.get(folder) === index.get(folder)) {
      const circle: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        circle.push(member);
      } while (member !== folder);
      if (circle.length > 1) circles.push(circle.sort());
    }
  };
  const folders = new Set([
    ...arrows.keys(),
    ...[...arrows.values()].flatMap((o) => [...o.keys()]),
  ]);
  for (const folder of [...folders].sort()) if (!index.has(folder)) visit(folder);
  return circles;
}

/** Imports from one feature into a file of another that is not its face (index.ts). */
export function intoOthersInternals(imports: Record<string, string[]>): string[] {
  return Object.entries(imports).flatMap(([file, targets]) =>
    targets
      .filter((target) => !target.startsWith(".."))
      .filter((target) => isFeature(folderOf(target)) && folderOf(target) !== folderOf(file))
      .filter((target) => isFeature(folderOf(file)) && !isFeatureFace(target))
      .map((target) => `${file} -> ${target}`),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const imports = await readImports();
  const graph = folderGraph(imports);
  for (const circle of folderCircles(graph)) {
    console.log(`circle of ${circle.length}: ${circle.join(" ")}`);
    const inCircle = new Set(circle);
    for (const from of circle)
      for (const [to, why] of graph.arrows.get(from) ?? [])
        if (inCircle.has(to)) console.log(`  ${from} -> ${to} (${why.length}): ${why[0]}`);
  }
  const internals = intoOthersInternals(imports);
  console.log(`imports into another feature's internals: ${internals.length}`);
  for (const line of internals) console.log(`  ${line}`);
}
