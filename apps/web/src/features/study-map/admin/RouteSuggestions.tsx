// The routes the position tree suggests for the chosen position (route/conf): the position and its
// superiors, one route per superior reached, the full chain marked default. A suggestion the position does
// not have yet can be added to the drafts with one click (saved with the page's Save).
import { useQuery } from '@tanstack/react-query';
import { Button, List, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { studyMapAdminApi, studyMapAdminKeys } from './api.ts';

export function RouteSuggestions(props: {
  positionId: number;
  /** Routes already drafted (position ids after the position), so a suggestion is not offered twice. */
  drafted: number[][];
  onUse: (next: number[]) => void;
}) {
  const { t } = useTranslation('study-map');
  const conf = useQuery({
    queryKey: studyMapAdminKeys.routeConf(props.positionId),
    queryFn: () => studyMapAdminApi.routeConf(props.positionId),
  });
  const drafted = new Set(props.drafted.map((next) => next.join(',')));
  const open = (conf.data?.uncheck ?? []).filter(
    (route) => !drafted.has(route.positionIds.slice(1).join(',')),
  );
  return (
    <List
      size="small"
      header={<strong>{t('admin.route.suggested')}</strong>}
      loading={conf.isLoading}
      locale={{ emptyText: t('admin.route.suggestedNone') }}
      dataSource={open}
      data-testid="route-suggestions"
      renderItem={(route) => (
        <List.Item
          actions={[
            <Button key="use" type="link" onClick={() => props.onUse(route.positionIds.slice(1))}>
              {t('admin.route.useSuggested')}
            </Button>,
          ]}
        >
          {route.fullRoute.split(',').join(' → ')}
          {route.isDefualt === 1 ? (
            <Tag style={{ marginLeft: 8 }}>{t('admin.route.defaultRoute')}</Tag>
          ) : null}
        </List.Item>
      )}
    />
  );
}
