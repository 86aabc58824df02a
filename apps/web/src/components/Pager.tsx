// The generic pager (SPEC §2, §9): sizes 10/20/30/50 by default, total, jumper, and a smooth scroll to the
// top over 800 ms after every change.
import { PAGE_SIZES, PAGER_SCROLL_TO_TOP_MS } from '@elearning/shared';
import { Pagination } from 'antd';
import { useTranslation } from 'react-i18next';
import { scrollToTop } from '../lib/dom/scroll.ts';

type Props = {
  pageNo: number;
  pageSize: number;
  total: number;
  onChange: (pageNo: number, pageSize: number) => void;
  pageSizes?: readonly number[];
  /** Skip the scroll to top (e.g. a pager inside a dialog). */
  keepScroll?: boolean;
  /** What it pages, where a page has several pagers: each navigation landmark needs its own name. */
  label?: string;
};

export function Pager({
  pageNo,
  pageSize,
  total,
  onChange,
  pageSizes = PAGE_SIZES.generic.options,
  keepScroll,
  label,
}: Props) {
  const { t } = useTranslation();
  if (total <= 0) return null;
  return (
    <nav
      aria-label={label ? `${label} · ${t('pager.label')}` : t('pager.label')}
      className="pager"
      data-testid="pager"
    >
      <Pagination
        current={pageNo}
        pageSize={pageSize}
        total={total}
        pageSizeOptions={pageSizes.map(String)}
        showSizeChanger
        showQuickJumper
        showTotal={(count) => t('pager.total', { total: count })}
        onChange={(nextPage, nextSize) => {
          const sizeChanged = nextSize !== pageSize;
          onChange(sizeChanged ? 1 : nextPage, nextSize);
          if (!keepScroll) scrollToTop(PAGER_SCROLL_TO_TOP_MS);
        }}
      />
    </nav>
  );
}
