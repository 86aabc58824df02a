// antd theme (SPEC §1): primary #2875d4, header 64 px.
import { THEME } from '@elearning/shared';
import type { ThemeConfig } from 'antd';

export const theme: ThemeConfig = {
  token: {
    colorPrimary: THEME.primary,
    colorLink: THEME.primary,
    borderRadius: 6,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    Layout: { headerHeight: THEME.headerHeight, headerBg: '#ffffff' },
  },
};
