// Files travel as base64 (I25) and may be at most 5 MB (P02); R36: 5 × 1024 × 1024 bytes of the
// decoded file, checked in the browser before upload and again on the server.
export const MAX_FILE_BYTES = 5 * 1024 * 1024;

export const fileTooLarge = (bytes: number) => bytes > MAX_FILE_BYTES;

/** Room for a data URL's prefix ("data:<media type>;base64,") before the base64 itself. */
const DATA_URL_PREFIX_ROOM = 200;

/**
 * The longest text a file property of a schema may hold (its maxLength): a 5 MB file as base64
 * and a data URL prefix. The schemas write the number out; a unit test keeps them equal to this.
 */
export const MAX_FILE_BASE64_LENGTH = 4 * Math.ceil(MAX_FILE_BYTES / 3) + DATA_URL_PREFIX_ROOM;
