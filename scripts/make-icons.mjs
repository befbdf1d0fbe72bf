// Draws the app's PNG icons from the favicon (src/web/public/favicon.svg) with sharp. The PNGs are
// committed, so a build needs nothing of this; run `node scripts/make-icons.mjs` again after
// changing the favicon. What each is for: decision 221.
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

const publicDir = path.resolve("src/web/public");
const favicon = fs.readFileSync(path.join(publicDir, "favicon.svg"), "utf8");

// Square corners, for icons the platform crops to its own shape (Android's maskable icons and
// iOS's home screen, which would show rounded corners' transparent pixels as black).
const square = favicon.replace('rx="8"', 'rx="0"');
// A maskable icon may be cropped to a circle of 40 % of its size around the centre: the mark is
// drawn a little smaller so none of it is lost (its farthest point is then 0.27 of the size out).
const maskable = square
  .replace(
    '<g fill="#fff">',
    '<g transform="translate(16 16) scale(0.85) translate(-16 -16)">\n  $&',
  )
  .replace(/(<path [^>]*\/>)/, "$1\n  </g>");

const icons = [
  { file: "icons/icon-192.png", svg: favicon, size: 192 },
  { file: "icons/icon-512.png", svg: favicon, size: 512 },
  { file: "icons/maskable-192.png", svg: maskable, size: 192 },
  { file: "icons/maskable-512.png", svg: maskable, size: 512 },
  { file: "apple-touch-icon.png", svg: square, size: 180 },
];

fs.mkdirSync(path.join(publicDir, "icons"), { recursive: true });
for (const { file, svg, size } of icons) {
  // The favicon's viewBox is 32 units: render at the size's own density, so nothing is upscaled.
  const png = await sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();
  fs.writeFileSync(path.join(publicDir, file), png);
  console.log(`${file}: ${size}×${size}, ${png.length} bytes`);
}
