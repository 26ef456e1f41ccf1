import 'server-only';

/** Texts of the image upload API (not in the spec's catalogue, which only knows the browser's side). */
export const uploadMessages = {
  notMultipart: 'Send the image as multipart/form-data in a field named "file".',
  noFile: 'No image received: send one file in the field "file".',
  empty: 'The file is empty.',
  notAnImage: 'Only JPEG, PNG, WebP or GIF images can be uploaded.',
  tooLarge: 'Each image must be at most 5 MB.',
} as const;
