// antd theme (SPEC §1): primary #2875d4, header 64 px. Secondary and placeholder greys are darker than
// antd's so every text reaches WCAG AA contrast (4.5:1) on white and on the page grey.
import { THEME } from '@elearning/shared';
import type { ThemeConfig } from 'antd';

export const theme: ThemeConfig = {
  token: {
    colorPrimary: THEME.primary,
    colorLink: THEME.primary,
    colorTextTertiary: '#6b717a',
    colorTextDescription: '#6b717a',
    colorTextPlaceholder: '#70757d',
    borderRadius: 6,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    Layout: { headerHeight: THEME.headerHeight, headerBg: '#ffffff' },
  },
};
