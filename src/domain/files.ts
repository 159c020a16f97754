// Files travel as base64 (I25) and may be at most 5 MB (P02); R36: 5 × 1024 × 1024 bytes of the
// decoded file, checked in the browser before upload and again on the server.
export const MAX_FILE_BYTES = 5 * 1024 * 1024;

export const fileTooLarge = (bytes: number) => bytes > MAX_FILE_BYTES;
