// Empty state of every list and section: '暂无数据' (SPEC §8) from the shared catalogue, or a custom text.
// Plain markup drawn like antd's simple Empty (it is on the home page's first download); it keeps antd's
// `ant-empty` class name so checks that look for an empty state still find it.
import { translateCommon } from '@elearning/shared';
import type { ReactNode } from 'react';
import { useLang } from '../i18n/lang.ts';
import './plain.css';

type Props = { description?: ReactNode; compact?: boolean; testId?: string; children?: ReactNode };

/** antd's simple empty picture (a tray). */
function EmptyImage() {
  return (
    <svg className="empty-state__image" width="64" height="41" viewBox="0 0 64 41" aria-hidden>
      <g transform="translate(0 1)" fill="none" fillRule="evenodd">
        <ellipse fill="#f5f5f5" cx="32" cy="33" rx="32" ry="7" />
        <g fillRule="nonzero" stroke="#d9d9d9">
          <path d="M55 12.76L44.854 1.258C44.367.474 43.656 0 42.907 0H21.093c-.749 0-1.46.474-1.947 1.257L9 12.761V22h46v-9.24z" />
          <path
            d="M41.613 15.931c0-1.605.994-2.93 2.227-2.931H55v18.137C55 33.26 53.68 35 52.05 35h-40.1C10.32 35 9 33.259 9 31.137V13h11.16c1.233 0 2.227 1.323 2.227 2.928v.022c0 1.605 1.005 2.901 2.237 2.901h14.752c1.232 0 2.237-1.308 2.237-2.913v-.007z"
            fill="#fafafa"
          />
        </g>
      </g>
    </svg>
  );
}

export function EmptyState({ description, compact = false, testId = 'empty-state', children }: Props) {
  const lang = useLang();
  return (
    <div
      className="empty-state ant-empty"
      data-testid={testId}
      style={{ margin: compact ? '16px 0' : '40px 0' }}
    >
      <EmptyImage />
      <div className="empty-state__description">{description ?? translateCommon('common.noData', lang)}</div>
      {children ? <div className="empty-state__footer">{children}</div> : null}
    </div>
  );
}
