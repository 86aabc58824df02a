// Texts of the system pages: coming soon, not found, site unavailable.
export const system = {
  comingSoon: {
    title: '「{{feature}}」即将上线',
    description: '该功能正在建设中，敬请期待。上线后您可以在这里直接使用。',
    badge: '建设中',
  },
  notFound: {
    title: '页面不存在',
    description: '您访问的页面不存在或已被移除，请检查地址是否正确。',
  },
  tenantUnavailable: {
    description: '当前站点已停用或暂时无法访问，请联系企业管理员。',
  },
} as const;
