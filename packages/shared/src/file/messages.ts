// Messages of the file domain (uploads, downloads, video, preview), merged into the catalogue by
// messages.ts: zh-CN as the product words it (SPEC §8 verbatim), en a faithful translation; keys stable.
import type { Bilingual } from '../common/messages.ts';

export const fileMessages = {
  // SPEC §8 (texts verbatim, English ones included)
  'file.wrongFormat': { 'zh-CN': 'Wrong file format', en: 'Wrong file format' },
  'file.videoTooLarge': { 'zh-CN': '视频大小不能超过2G', en: 'Video size cannot exceed 2G' },
  'file.audioTooLarge': { 'zh-CN': '音频大小不能超过2G', en: 'Audio size cannot exceed 2G' },
  'file.tooLarge': { 'zh-CN': '文件大小不能超过50M', en: 'File size cannot exceed 50M' },
  'file.imageTooLarge5M': { 'zh-CN': 'image size cannot exceed 5M', en: 'image size cannot exceed 5M' },
  'file.otherTooLarge2G': { 'zh-CN': 'other files cannot exceed 2GB', en: 'other files cannot exceed 2GB' },
  'file.addressIncorrect': { 'zh-CN': 'file address incorrect', en: 'file address incorrect' },
  'file.tokenFailed': { 'zh-CN': 'token获取失败', en: 'Failed to get the upload token' },
  'file.deleteFailed': {
    'zh-CN': 'delete failed, contact administrator, reason: {reason}',
    en: 'delete failed, contact administrator, reason: {reason}',
  },
  'file.uploadSuccess': { 'zh-CN': '上传成功', en: 'upload success' },
  'file.deleted': { 'zh-CN': '文件已删除', en: 'file deleted' },
  'validation.fileSize.invalid': { 'zh-CN': '文件大小无效', en: 'The file size is invalid' },
  // File service
  'file.tokenInvalid': {
    'zh-CN': '上传凭证无效，请重新获取后再上传',
    en: 'The upload token is invalid, please get a new one and upload again',
  },
  'file.tokenExpired': {
    'zh-CN': '上传凭证已过期，请重新上传',
    en: 'The upload token has expired, please upload again',
  },
  'file.tokenWrongTenant': {
    'zh-CN': '上传凭证不属于当前站点',
    en: 'The upload token belongs to another site',
  },
  'file.tokenMissing': { 'zh-CN': '缺少上传凭证', en: 'The upload token is missing' },
  'file.nameInvalid': {
    'zh-CN': '文件名不能包含路径或控制字符',
    en: 'The file name must not contain path or control characters',
  },
  'file.contentMismatch': {
    'zh-CN': '文件内容与扩展名不符',
    en: 'The file content does not match its extension',
  },
  'file.missing': { 'zh-CN': '请选择要上传的文件', en: 'Please choose a file to upload' },
  'file.uploadIncomplete': {
    'zh-CN': '文件上传未完成，请重新上传',
    en: 'The upload did not complete, please upload again',
  },
  'file.rangeNotSatisfiable': {
    'zh-CN': '请求的文件范围无效',
    en: 'The requested byte range is not satisfiable',
  },
  'file.previewConverterMissing': {
    'zh-CN': '文档预览服务未安装，请下载后查看',
    en: 'Document preview is not installed on this server, please download the file to view it',
  },
  'file.previewFailed': {
    'zh-CN': '文档转换失败，请下载后查看',
    en: 'The document could not be converted, please download it to view it',
  },
  'file.previewUnsupported': {
    'zh-CN': '该文件类型不支持在线预览，请下载后查看',
    en: 'This file type cannot be previewed online, please download it',
  },
  'file.previewConverting': {
    'zh-CN': '文档转换中，请稍候…',
    en: 'Converting the document, please wait…',
  },
  'file.zipTooLarge': {
    'zh-CN': '打包下载的文件总大小不能超过2G',
    en: 'Files downloaded together cannot exceed 2G in total',
  },
  'video.notReady': { 'zh-CN': '视频尚未上传完成', en: 'The video has not finished uploading' },
  'validation.fileId.invalid': { 'zh-CN': '文件编号格式错误', en: 'The file id is invalid' },
  'validation.videoId.invalid': { 'zh-CN': '视频编号格式错误', en: 'The video id is invalid' },
  'validation.videoTitle.tooLong': {
    'zh-CN': '视频标题不能超过128个字符',
    en: 'The video title must be at most 128 characters',
  },
  'validation.fileName.required': { 'zh-CN': '请提供文件名', en: 'Please give the file name' },
} as const satisfies Record<string, Bilingual>;
