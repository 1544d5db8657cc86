import { Resvg } from '@resvg/resvg-js';

/** A PNG's width, height and colour type, from its IHDR chunk (always the first). */
export function pngHeader(png: Buffer) {
  expectPng(png);
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20), colourType: png.readUInt8(25) };
}

function expectPng(png: Buffer) {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (!png.subarray(0, 8).equals(signature) || png.toString('latin1', 12, 16) !== 'IHDR') {
    throw new Error('Not a PNG');
  }
}

/** A PNG's RGBA pixels, decoded by resvg drawing it as an <image> at its own size. */
export function pngPixels(png: Buffer) {
  const { width, height } = pngHeader(png);
  const rendered = new Resvg(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<image width="${width}" height="${height}" href="data:image/png;base64,${png.toString('base64')}"/></svg>`,
  ).render();
  const pixels = rendered.pixels;
  return {
    width,
    height,
    at: (x: number, y: number) => [...pixels.subarray((y * width + x) * 4, (y * width + x) * 4 + 4)],
  };
}
