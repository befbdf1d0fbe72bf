// The picture is re-encoded as a small WebP, so we never store or serve a stranger's bytes.
import sharp from "sharp";
import { mediaType } from "./page-metadata";
import { safeGet, type BodyReader, type GetOptions } from "./safe-get";

export type PreviewImage = { bytes: Buffer; width: number; height: number };

// Big enough for a sharp card on a high-density screen, small enough to keep by the thousand.
const maxSide = 400;
// A small file can declare enormous dimensions; decoding stops before allocating for them.
const maxInputPixels = 40_000_000;
// Raster formats only: SVG would be rendered by an engine that can reach for other files.
const decodable = new Set(["jpeg", "png", "webp", "gif", "avif"]);

type Limits = Omit<GetOptions, "accept" | "overLimit">;

export async function fetchThumbnail(url: string, limits: Limits): Promise<PreviewImage | null> {
  const got = await safeGet(
    url,
    { ...limits, accept: "image/*", overLimit: "refuse" },
    ({ contentType }) => (mediaType(contentType).startsWith("image/") ? collect() : null),
  );
  return got.ok ? toThumbnail(got.value) : null;
}

/** Null when the bytes are not an image we decode. */
export async function toThumbnail(input: Buffer): Promise<PreviewImage | null> {
  try {
    const image = sharp(input, { limitInputPixels: maxInputPixels });
    const { format } = await image.metadata();
    if (!decodable.has(format ?? "")) return null;
    const { data, info } = await image
      .autoOrient()
      .resize(maxSide, maxSide, { fit: "inside", withoutEnlargement: true })
      .webp({ quality: 70 })
      .toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  } catch {
    return null;
  }
}

function collect(): BodyReader<Buffer> {
  const chunks: Buffer[] = [];
  return {
    write(chunk) {
      chunks.push(chunk);
      return "more";
    },
    end: () => Buffer.concat(chunks),
  };
}
