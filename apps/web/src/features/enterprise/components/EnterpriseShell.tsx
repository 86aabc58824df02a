// The frame of every /enterprise page: org admins only (others see why and a way home — the server refuses
// them too), the centre's navigation, and the unit and date filters the reports share.
import type { TEnterpriseUnit } from '@elearning/shared';
import { DatePicker, Menu, Result, TreeSelect } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { isOrgAdmin } from '../../session/selectors.ts';
import { useSession } from '../../session/store.ts';
import { type ScopeFilter, useUnitTree } from '../api.ts';
import '../enterprise.css';

const NAV = [
  'enterpriseCenter',
  'studentList',
  'courseSituation',
  'trainSituation',
  'examSituation',
  'liveSituation',
] as const;

type TreeNode = { value: number; title: string; children: TreeNode[] };
const toTree = (units: TEnterpriseUnit[]): TreeNode[] =>
  units.map((unit) => ({ value: unit.id, title: unit.name, children: toTree(unit.children) }));

export function EnterpriseShell({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('enterprise');
  const admin = useSession(isOrgAdmin);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  if (!admin)
    return (
      <Result
        status="403"
        title={t('forbidden')}
        extra={
          <Link className="ant-btn ant-btn-primary" to="/home">
            {t('backHome')}
          </Link>
        }
        data-testid="enterprise-forbidden"
      />
    );
  const current = NAV.find((key) => pathname.endsWith(`/${key}`)) ?? 'enterpriseCenter';
  return (
    <div className="page-container enterprise-page" data-testid="enterprise-page">
      <nav aria-label={t('nav.label')}>
        <Menu
          mode="horizontal"
          selectedKeys={[current]}
          items={NAV.map((key) => ({ key, label: t(`nav.${key}`) }))}
          onClick={({ key }) => navigate(`/enterprise/${key}`)}
        />
      </nav>
      <h1 className="enterprise-title">{title}</h1>
      {children}
    </div>
  );
}

/** The unit picker and date range every report shares. */
export function ScopeFilters({
  value,
  onChange,
}: {
  value: ScopeFilter;
  onChange: (next: ScopeFilter) => void;
}) {
  const { t } = useTranslation('enterprise');
  const tree = useUnitTree();
  return (
    <div className="enterprise-filters">
      <TreeSelect
        aria-label={t('filter.org')}
        allowClear
        placeholder={t('filter.allOrgs')}
        treeDefaultExpandAll
        style={{ minWidth: 220 }}
        value={value.orgId}
        treeData={toTree(tree.data ?? [])}
        onChange={(orgId?: number) => onChange({ ...value, orgId })}
        data-testid="enterprise-org-filter"
      />
      <DatePicker.RangePicker
        aria-label={t('filter.range')}
        onChange={(_, [startTime, endTime]) =>
          onChange({ ...value, startTime: startTime || undefined, endTime: endTime || undefined })
        }
      />
    </div>
  );
}
