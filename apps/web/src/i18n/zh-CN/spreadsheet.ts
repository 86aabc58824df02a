// Texts of the import dialog (zh-CN, the reference).
export const spreadsheet = {
  step1: '第一步：下载模板，按模板填写后上传。',
  template: '下载模板',
  choose: '选择文件',
  mode: '导入方式',
  partial: '导入正确的行，错误的行返回错误文件',
  allOrNothing: '有任何错误行则全部不导入',
  run: '开始导入',
  cancel: '取消',
  close: '关闭',
  summary: '成功导入 {{success}} 条，失败 {{failed}} 条',
  rolledBack: '有 {{failed}} 条错误，全部未导入',
  downloadErrors: '下载错误文件',
  errorFile: '错误报告',
  line: '行号',
  reason: '错误信息',
} as const;
