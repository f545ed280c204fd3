/** Client pictures are kept at most this many pixels on their longest side: sharp on a phone, small to sync. */
export const MAX_IMAGE_SIDE = 1024;
export const JPEG_QUALITY = 0.8;

/** The size an image is drawn at: its own when it fits, else scaled down keeping its shape. */
export function fitWithin(width: number, height: number, max = MAX_IMAGE_SIDE): { width: number; height: number } {
  if (width <= 0 || height <= 0) throw new Error(`an image of ${width}×${height} pixels cannot be resized`);
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** A photo from the camera or a file as a JPEG data URL of at most MAX_IMAGE_SIDE pixels. */
export async function resizeImage(file: Blob): Promise<string> {
  const bitmap = await createImageBitmap(file);
  try {
    const size = fitWithin(bitmap.width, bitmap.height);
    const canvas = document.createElement("canvas");
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext("2d");
    if (!context) throw new Error("this browser cannot draw images");
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    return canvas.toDataURL("image/jpeg", JPEG_QUALITY);
  } finally {
    bitmap.close();
  }
}
