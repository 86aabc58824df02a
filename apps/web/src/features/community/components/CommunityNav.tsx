// The community's top bar: its pages and the 发帖 button (the editor dialog).
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useZones } from '../api.ts';
import { PostEditor } from './PostEditor.tsx';

export function CommunityNav({ zoneId }: { zoneId?: number }) {
  const { t } = useTranslation('community');
  const [writing, setWriting] = useState(false);
  const zones = useZones('all');
  return (
    <div className="community-nav">
      <nav aria-label={t('title')}>
        <NavLink to="/community/recommended">{t('recommended')}</NavLink>
        <NavLink to="/community/communityDetails">{t('mine')}</NavLink>
      </nav>
      <Button type="primary" onClick={() => setWriting(true)} data-testid="community-write">
        {t('editor.open')}
      </Button>
      {writing ? (
        <PostEditor open onClose={() => setWriting(false)} zones={zones.data?.data ?? []} zoneId={zoneId} />
      ) : null}
    </div>
  );
}
