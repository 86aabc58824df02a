// The position chooser dialog (SPEC §2 list 6, §5): search debounced 300 ms; confirm needs a selected
// position, otherwise nothing happens and the learner is asked to choose.
import { POSITION_SEARCH_DEBOUNCE_MS } from '@elearning/shared';
import { Input, List, Modal, Radio, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../app/feedback.tsx';
import { EmptyState } from '../../../components/EmptyState.tsx';
import { useChangePosition, usePositionOptions } from '../api.ts';

type Props = { open: boolean; onClose: () => void };

export function PositionChooser({ open, onClose }: Props) {
  const { t } = useTranslation('study-map');
  const [text, setText] = useState('');
  const [name, setName] = useState('');
  const [selected, setSelected] = useState<number | null>(null);
  const options = usePositionOptions(name, open);
  const change = useChangePosition();

  useEffect(() => {
    const timer = setTimeout(() => setName(text.trim()), POSITION_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const confirm = () => {
    if (selected === null) {
      feedback.error(t('chooser.choose'));
      return;
    }
    change.mutate(selected, {
      onSuccess: () => {
        feedback.success(t('chooser.changed'));
        onClose();
      },
    });
  };

  return (
    <Modal
      open={open}
      title={t('chooser.title')}
      onCancel={onClose}
      onOk={confirm}
      okText={t('chooser.confirm')}
      cancelText={t('chooser.cancel')}
      confirmLoading={change.isPending}
      destroyOnHidden
    >
      <div data-testid="position-chooser">
        <Input.Search
          allowClear
          value={text}
          placeholder={t('chooser.search')}
          aria-label={t('chooser.search')}
          onChange={(event) => setText(event.target.value)}
        />
        <Spin spinning={options.isFetching}>
          {(options.data ?? []).length === 0 && !options.isFetching ? (
            <EmptyState compact description={t('chooser.empty')} />
          ) : (
            <Radio.Group
              className="study-map-chooser__list"
              value={selected}
              onChange={(event) => setSelected(Number(event.target.value))}
            >
              <List
                dataSource={options.data ?? []}
                renderItem={(position) => (
                  <List.Item>
                    <Radio value={position.id}>{position.name}</Radio>
                  </List.Item>
                )}
              />
            </Radio.Group>
          )}
        </Spin>
      </div>
    </Modal>
  );
}
