// Listens for medal messages (msgType 5) on the websocket and shows the medal pop-up; the pop-up itself
// is downloaded only when the first medal arrives.
import { WEBSOCKET } from '@elearning/shared';
import { lazy, Suspense, useEffect, useState } from 'react';
import { realtime } from '../lib/realtime/socket.ts';
import type { Medal } from './MedalPopup.tsx';

const MedalPopup = lazy(() => import('./MedalPopup.tsx').then((m) => ({ default: m.MedalPopup })));

function isMedal(value: unknown): value is Medal {
  return typeof value === 'object' && value !== null;
}

export function MedalListener() {
  const [medal, setMedal] = useState<Medal>();
  const [arrivedAt, setArrivedAt] = useState(0);
  useEffect(
    () =>
      realtime.listen((message) => {
        if (message.msgType !== WEBSOCKET.medalMsgType || !isMedal(message.data)) return;
        setMedal(message.data);
        setArrivedAt(Date.now());
      }),
    [],
  );
  if (!medal) return null;
  return (
    <Suspense fallback={null}>
      <MedalPopup medal={medal} arrivedAt={arrivedAt} onClose={() => setMedal(undefined)} />
    </Suspense>
  );
}
