/**
 * Product images on Cloudinary (when CLOUDINARY_URL is set), through the official SDK into the shop's
 * folder. CLOUDINARY_UPLOAD_PREFIX points the SDK at another API host (a local stub in tests).
 */
import 'server-only';
import http from 'node:http';
import { v2 as cloudinary, type UploadApiOptions } from 'cloudinary';
import { config } from '@/lib/server/platform/config.mjs';
import type { ImageType } from './image-type';

export const CLOUDINARY_FOLDER = 'sanvio/products';
const UPLOAD_TIMEOUT_MS = 60_000;

export class ImageHostError extends Error {}

interface CloudinaryAccount {
  cloudName: string;
  apiKey: string;
  apiSecret: string;
}

/** cloudinary://<api_key>:<api_secret>@<cloud_name>, read on every call so a changed env applies. */
export function cloudinaryAccount(): CloudinaryAccount | null {
  const configured = config().CLOUDINARY_URL;
  if (!configured) return null;
  let url: URL;
  try {
    url = new URL(configured);
  } catch {
    throw new ImageHostError('CLOUDINARY_URL is not a valid cloudinary:// URL.');
  }
  const account = {
    cloudName: decodeURIComponent(url.hostname),
    apiKey: decodeURIComponent(url.username),
    apiSecret: decodeURIComponent(url.password),
  };
  if (url.protocol !== 'cloudinary:' || !account.cloudName || !account.apiKey || !account.apiSecret) {
    throw new ImageHostError('CLOUDINARY_URL must look like cloudinary://<api_key>:<api_secret>@<cloud_name>.');
  }
  return account;
}

function uploadOptions(account: CloudinaryAccount, type: ImageType): UploadApiOptions {
  const options: UploadApiOptions = {
    cloud_name: account.cloudName,
    api_key: account.apiKey,
    api_secret: account.apiSecret,
    folder: CLOUDINARY_FOLDER,
    resource_type: 'image',
    format: type.extension,
    timeout: UPLOAD_TIMEOUT_MS,
    // We wait on the callback; the SDK's own promise would only duplicate it.
    disable_promises: true,
  };
  const prefix = config().CLOUDINARY_UPLOAD_PREFIX;
  if (prefix) {
    options.upload_prefix = prefix.replace(/\/+$/, '');
    // The SDK picks http or https once, at load time, from its own config; a plain-http host (a stub or
    // an emulator) needs an http agent, or Node refuses the request as the wrong protocol.
    if (prefix.startsWith('http:')) options.agent = new http.Agent();
  }
  return options;
}

/** Uploads the image and returns Cloudinary's https URL for it; ImageHostError on any failure. */
export function uploadToCloudinary(bytes: Uint8Array, type: ImageType, account: CloudinaryAccount): Promise<string> {
  return new Promise((resolve, reject) => {
    let stream: ReturnType<typeof cloudinary.uploader.upload_stream>;
    try {
      stream = cloudinary.uploader.upload_stream(uploadOptions(account, type), (error, result) => {
        if (error || !result) {
          reject(new ImageHostError(error?.message ?? 'No answer from the image host.'));
          return;
        }
        const secureUrl: unknown = result.secure_url;
        if (typeof secureUrl !== 'string' || !/^https:\/\/\S+$/.test(secureUrl)) {
          reject(new ImageHostError('The image host answered without an https secure_url.'));
          return;
        }
        resolve(secureUrl);
      });
    } catch (error) {
      reject(new ImageHostError(error instanceof Error ? error.message : String(error)));
      return;
    }
    stream.end(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  });
}
