// Labels of the file components (upload, file item, editor, preview) in both UI languages. Messages
// the server shares (SPEC §8) come from the shared catalogue instead.
import type { Lang } from '@elearning/shared';
import { useTranslation } from 'react-i18next';

export const fileTexts = {
  'zh-CN': {
    choose: '上传文件',
    uploading: '上传中',
    cancel: '取消上传',
    cancelled: '已取消上传',
    preview: '预览',
    download: '下载',
    remove: '删除',
    updated: '更新于',
    editor: {
      bold: '加粗',
      italic: '斜体',
      heading: '标题',
      paragraph: '正文',
      bulletList: '无序列表',
      orderedList: '有序列表',
      link: '链接',
      linkPrompt: '请输入链接地址（http/https）',
      unlink: '取消链接',
      image: '插入图片',
      table: '插入表格',
      addRow: '增加行',
      addColumn: '增加列',
      deleteTable: '删除表格',
      undo: '撤销',
      redo: '重做',
      loading: '编辑器加载中…',
      imageUploading: '图片上传中…',
      label: '富文本编辑器',
    },
    previewPage: {
      title: '文件预览',
      loading: '正在加载预览…',
      page: '第 {page} / {pages} 页',
      failed: '预览加载失败',
    },
  },
  en: {
    choose: 'Upload file',
    uploading: 'Uploading',
    cancel: 'Cancel upload',
    cancelled: 'Upload cancelled',
    preview: 'Preview',
    download: 'Download',
    remove: 'Delete',
    updated: 'Updated',
    editor: {
      bold: 'Bold',
      italic: 'Italic',
      heading: 'Heading',
      paragraph: 'Paragraph',
      bulletList: 'Bullet list',
      orderedList: 'Numbered list',
      link: 'Link',
      linkPrompt: 'Link address (http/https)',
      unlink: 'Remove link',
      image: 'Insert image',
      table: 'Insert table',
      addRow: 'Add row',
      addColumn: 'Add column',
      deleteTable: 'Delete table',
      undo: 'Undo',
      redo: 'Redo',
      loading: 'Loading the editor…',
      imageUploading: 'Uploading image…',
      label: 'Rich-text editor',
    },
    previewPage: {
      title: 'File preview',
      loading: 'Loading the preview…',
      page: 'Page {page} of {pages}',
      failed: 'The preview could not be loaded',
    },
  },
} as const satisfies Record<Lang, unknown>;

export type FileTexts = (typeof fileTexts)[Lang];

/** The UI language, re-rendering on a switch. */
export function useUiLang(): Lang {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? 'en' : 'zh-CN';
}

/** The labels in the UI language. */
export function useFileTexts(): FileTexts {
  return fileTexts[useUiLang()];
}
