// Resumable uploads: the tus server and taking a finished upload.
export { createUploadServer, UPLOAD_EXPIRY_MS, useEach, type TakenUpload, type UploadClaim, type UploadServer } from './upload-server.ts';
export { diskUploadStore, s3UploadStore, type UploadStore } from './upload-store.ts';
export { createPostgresLocker, type PostgresLocker } from './postgres-locker.ts';
export { createUploadLimits, type UploadLimits } from './upload-limits.ts';
export { VISITOR_UPLOAD_COOKIE, visitorOwnerOf, visitorUploadOwner } from './visitor-uploads.ts';
