/** A MongoDB ObjectId as text: 24 hexadecimal digits (ids are stored and linked in lower case). */
export const OBJECT_ID_PATTERN = /^[a-f0-9]{24}$/i;

export const isObjectId = (text: string): boolean => OBJECT_ID_PATTERN.test(text);
