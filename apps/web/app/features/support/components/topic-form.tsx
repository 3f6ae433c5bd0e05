import { GENERAL_TOPICS, type GeneralTopic } from '@shop/domain/support';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.tsx';
import { supportApi } from '../api/support-api.ts';
import { MessageBox, type SupportPhotos } from './message-box.tsx';

/**
 * "Contact support" without an order (spec 002 §4, general topics: collaboration, commission, products and
 * distribution, others): the topic, then the first message with photos. The server checks it again.
 */
export function TopicForm({
  messageId,
  photos,
  onOpened,
}: {
  messageId: string;
  photos: SupportPhotos;
  onOpened(ticketId: string): void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [topic, setTopic] = useState<GeneralTopic>(GENERAL_TOPICS[0]);
  return (
    <MessageBox
      label={t('support.message')}
      submit={t('support.send')}
      photos={photos}
      send={async (message, fileUUIDs) => {
        const opened = await supportApi.open({ topic, messageId, message, fileUUIDs });
        if (opened) onOpened(opened.ticketSummary.id);
        return opened !== null;
      }}
    >
      <label htmlFor={`${id}-topic`}>{t('support.topic')}</label>
      <select id={`${id}-topic`} value={topic} onChange={(e) => setTopic(e.target.value as GeneralTopic)}>
        {GENERAL_TOPICS.map((k) => (
          <option key={k} value={k}>
            {t(`support.topics.${k}`)}
          </option>
        ))}
      </select>
    </MessageBox>
  );
}
