// Resumable uploads: the tus server and taking a finished upload.
export { createUploadServer, type UploadServer } from './upload-server.ts';
