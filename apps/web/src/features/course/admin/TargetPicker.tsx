// Picks who a course is for: users and user groups (searched by name), org units (with everyone below)
// and positions. A controlled Form field whose value is the target list ({ type, id, name }).
import type { TAdminOrgNode, TargetKind, TPositionNode } from '@elearning/shared';
import { Button, Select, Space, Tag, TreeSelect } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { courseAdminApi, useOrgTree, usePositions } from './api.ts';

export type PickedTarget = { type: TargetKind; id: number; name: string };
type TreeOption = { value: number; title: string; children: TreeOption[] };

const orgTree = (nodes: TAdminOrgNode[]): TreeOption[] =>
  nodes.map((node) => ({ value: node.orgId, title: node.orgName, children: orgTree(node.children ?? []) }));
const positionTree = (nodes: TPositionNode[]): TreeOption[] =>
  nodes.map((node) => ({ value: node.id, title: node.name, children: positionTree(node.children ?? []) }));

function findTitle(nodes: TreeOption[], id: number): string {
  for (const node of nodes) {
    if (node.value === id) return node.title;
    const found = findTitle(node.children, id);
    if (found) return found;
  }
  return '';
}

export function TargetPicker(props: {
  value?: PickedTarget[];
  onChange?: (targets: PickedTarget[]) => void;
}) {
  const { t } = useTranslation('course');
  const [type, setType] = useState<TargetKind>('org');
  const [picked, setPicked] = useState<number>();
  const [users, setUsers] = useState<{ value: number; label: string }[]>([]);
  const orgs = useOrgTree();
  const positions = usePositions();
  const targets = props.value ?? [];
  const orgOptions = orgTree(orgs.data ?? []);
  const positionOptions = positionTree(positions.data ?? []);

  const add = () => {
    if (picked === undefined || targets.some((item) => item.type === type && item.id === picked)) return;
    const name =
      type === 'org'
        ? findTitle(orgOptions, picked)
        : type === 'position'
          ? findTitle(positionOptions, picked)
          : (users.find((user) => user.value === picked)?.label ?? '');
    props.onChange?.([...targets, { type, id: picked, name }]);
    setPicked(undefined);
  };
  const search = async (text: string) => {
    if (type === 'group') {
      const page = await courseAdminApi.groups(text);
      setUsers(page.data.map((group) => ({ value: group.id, label: group.name })));
      return;
    }
    const page = await courseAdminApi.users(text);
    setUsers(page.data.map((user) => ({ value: user.userId, label: `${user.name} (${user.account})` })));
  };

  return (
    <div data-testid="target-picker">
      <Space wrap>
        <Select<TargetKind>
          aria-label={t('admin.target.type')}
          value={type}
          style={{ width: 120 }}
          onChange={(value) => {
            setType(value);
            setPicked(undefined);
            setUsers([]);
          }}
          options={(['org', 'position', 'user', 'group'] as const).map((value) => ({
            value,
            label: t(`admin.target.${value}`),
          }))}
        />
        {type === 'user' || type === 'group' ? (
          <Select
            aria-label={t(`admin.target.${type}`)}
            showSearch={{ filterOption: false, onSearch: (text) => void search(text) }}
            value={picked}
            onChange={setPicked}
            options={users}
            style={{ width: 240 }}
            onFocus={() => void search('')}
            placeholder={t('admin.target.searchUser')}
          />
        ) : (
          <TreeSelect
            aria-label={t(`admin.target.${type}`)}
            value={picked}
            onChange={setPicked}
            treeDefaultExpandAll
            // A company has hundreds of units: finding one by typing beats scrolling a virtual tree.
            showSearch
            treeNodeFilterProp="title"
            style={{ width: 240 }}
            treeData={type === 'org' ? orgOptions : positionOptions}
            data-testid="target-tree"
          />
        )}
        <Button onClick={add} disabled={picked === undefined} data-testid="target-add">
          {t('admin.target.add')}
        </Button>
      </Space>
      <div style={{ marginTop: 8 }}>
        {targets.map((target) => (
          <Tag
            key={`${target.type}:${target.id}`}
            closable
            onClose={() => props.onChange?.(targets.filter((item) => item !== target))}
          >
            {t(`admin.target.${target.type}`)}: {target.name || target.id}
          </Tag>
        ))}
      </div>
    </div>
  );
}
