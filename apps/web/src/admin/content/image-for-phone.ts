import { PHONE_IMAGE_QUALITY, dataUrlBytes, phoneImageSize } from "./image-sizing.js";

export interface PhoneImage {
  dataUrl: string;
  width: number;
  height: number;
  bytes: number;
}

/**
 * A picked image file drawn onto a canvas at phone size and encoded as a JPEG data: URL
 * (docs/operator-console.md, "Articles, milestones and the health-issue tree"); the browser does it,
 * nothing is uploaded apart from the article that holds it.
 */
export async function imageForPhone(file: Blob): Promise<PhoneImage> {
  const bitmap = await createImageBitmap(file);
  try {
    const { width, height } = phoneImageSize(bitmap.width, bitmap.height);
    const canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext("2d");
    if (!context) throw new Error("this browser cannot draw images");
    // A transparent PNG becomes JPEG on white, not black.
    context.fillStyle = "#fff";
    context.fillRect(0, 0, width, height);
    context.drawImage(bitmap, 0, 0, width, height);
    const dataUrl = canvas.toDataURL("image/jpeg", PHONE_IMAGE_QUALITY);
    return { dataUrl, width, height, bytes: dataUrlBytes(dataUrl) };
  } finally {
    bitmap.close();
  }
}
