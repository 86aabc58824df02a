// Public face of the upload components: the <Upload> button and the flow it wraps.
export { Upload, type UploadProps } from './Upload.tsx';
export { uploadFile } from './upload-api.ts';
export {
  acceptFor,
  checkBeforeUpload,
  UploadError,
  type UploadHandle,
  type UploadRules,
} from './upload-client.ts';
