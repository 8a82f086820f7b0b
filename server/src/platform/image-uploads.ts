// Organisers' uploaded images (issue 34): event covers and product pictures. One rule for both: JPEG, PNG
// or WebP judged by their first bytes (the name and the declared type are not trusted), within the
// configured size (UPLOAD_MAX_COVER_BYTES), stored under the upload directory as <kind>/<sha-256>.<type>,
// so the same picture is stored once and its address never changes. Served from /uploads/<kind>/.
import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { AppError } from "../errors.ts";

/** Where an image belongs: the folder under the upload directory and under /uploads/. */
export type ImageKind = "covers" | "products";

export type UploadRejection = "TOO_LARGE" | "NOT_AN_IMAGE";

/** An uploaded file is not an image of an accepted type, or is too large: `reason` says which. */
export class UploadRejectedError extends AppError {
  constructor(
    readonly reason: UploadRejection,
    readonly maxBytes: number,
  ) {
    super("UPLOAD_REJECTED", "Send a JPEG, PNG or WebP image within the size limit", "file");
  }
}

/** The image types accepted, by their first bytes. */
function imageType(b: Uint8Array): "jpg" | "png" | "webp" | null {
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return "jpg";
  if (b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47 && b[4] === 0x0d && b[5] === 0x0a && b[6] === 0x1a && b[7] === 0x0a) return "png";
  if (String.fromCharCode(...b.slice(0, 4)) === "RIFF" && String.fromCharCode(...b.slice(8, 12)) === "WEBP") return "webp";
  return null;
}

/**
 * Checks and stores an uploaded image; answers its public path (/uploads/<kind>/<name>). Nothing is
 * written for a file refused (UploadRejectedError, with the reason).
 */
export async function storeUploadedImage(uploads: { dir: string; maxCoverBytes: number }, kind: ImageKind, file: { size: number; arrayBuffer(): Promise<ArrayBuffer> }): Promise<string> {
  const max = uploads.maxCoverBytes;
  if (file.size > max) throw new UploadRejectedError("TOO_LARGE", max);
  if (file.size < 16) throw new UploadRejectedError("NOT_AN_IMAGE", max);
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.length > max) throw new UploadRejectedError("TOO_LARGE", max);
  const ext = imageType(bytes);
  if (!ext) throw new UploadRejectedError("NOT_AN_IMAGE", max);
  const name = `${crypto.createHash("sha256").update(bytes).digest("hex").slice(0, 32)}.${ext}`;
  const dir = path.join(uploads.dir, kind);
  await fs.mkdir(dir, { recursive: true });
  const target = path.join(dir, name);
  // Written under a temporary name and renamed: a reader never sees half a file.
  const tmp = `${target}.${process.pid}.${crypto.randomBytes(4).toString("hex")}.tmp`;
  await fs.writeFile(tmp, bytes);
  await fs.rename(tmp, target);
  return `/uploads/${kind}/${name}`;
}
