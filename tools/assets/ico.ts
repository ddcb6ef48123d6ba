// An .ico file whose images are PNGs: the form every browser since Internet Explorer 9 reads.
// Each image is one directory entry (16 bytes) after a 6-byte header; a side of 256 is written
// as 0, as the format requires.

export type IcoImage = { size: number; png: Uint8Array };

const headerBytes = 6;
const entryBytes = 16;

export function encodeIco(images: IcoImage[]): Uint8Array {
  if (images.length === 0) throw new Error('an icon needs at least one image');
  let offset = headerBytes + entryBytes * images.length;
  const total = images.reduce((sum, image) => sum + image.png.byteLength, offset);
  const out = new Uint8Array(total);
  const view = new DataView(out.buffer);
  view.setUint16(2, 1, true); // type: icon
  view.setUint16(4, images.length, true);
  images.forEach((image, index) => {
    if (!Number.isInteger(image.size) || image.size < 1 || image.size > 256) {
      throw new Error(`an icon image is 1 to 256 pixels wide, not ${image.size}`);
    }
    const entry = headerBytes + entryBytes * index;
    view.setUint8(entry, image.size % 256);
    view.setUint8(entry + 1, image.size % 256);
    view.setUint16(entry + 4, 1, true); // colour planes
    view.setUint16(entry + 6, 32, true); // bits per pixel
    view.setUint32(entry + 8, image.png.byteLength, true);
    view.setUint32(entry + 12, offset, true);
    out.set(image.png, offset);
    offset += image.png.byteLength;
  });
  return out;
}

/** The sides and PNG bytes of an .ico file's images, in directory order. */
export function decodeIco(bytes: Uint8Array): IcoImage[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint16(0, true) !== 0 || view.getUint16(2, true) !== 1) {
    throw new Error('not an icon file');
  }
  return Array.from({ length: view.getUint16(4, true) }, (_, index) => {
    const entry = headerBytes + entryBytes * index;
    const length = view.getUint32(entry + 8, true);
    const start = view.getUint32(entry + 12, true);
    return {
      size: view.getUint8(entry) || 256,
      png: bytes.subarray(start, start + length),
    };
  });
}
