import { useEffect } from 'react';
import styled from 'styled-components';
import { Button, type RemoteName } from '@wanderpages/shared';
import { onRemoteRetry, retryRemote } from './remote-registry';

const Box = styled.div<{ $minHeight?: string }>`
  min-height: ${({ $minHeight }) => $minHeight ?? 'auto'};
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme, $minHeight }) => ($minHeight ? `${theme.space(8)} ${theme.space(5)}` : `${theme.space(4)} ${theme.space(5)}`)};
  margin: ${({ theme }) => theme.space(4)} auto;
  max-width: 720px;
  text-align: center;
  background: ${({ theme }) => theme.color.sand};
  border: 1px dashed ${({ theme }) => theme.color.sandDeep};
  border-radius: ${({ theme }) => theme.radius.lg};
  color: ${({ theme }) => theme.color.inkSoft};
`;

interface Props {
  remote: RemoteName;
  label: string;
  /** Why, when known (an incompatible shared contract); otherwise the connection advice. */
  detail?: string;
  /** Re-mounts this slot; called for any Retry of the same remote. */
  onRetry: () => void;
  /** The space of the content it stands in for; none for a notice above content that stays. */
  minHeight?: string;
}

/** What a visitor sees in place of a remote that cannot load (or above what it painted): a short message and Retry. */
export function RemoteUnavailable({ remote, label, detail, onRetry, minHeight }: Props) {
  useEffect(() => onRemoteRetry(remote, onRetry), [remote, onRetry]);
  return (
    <Box role="alert" $minHeight={minHeight}>
      <p style={{ margin: 0 }}>
        <strong>{label} could not be loaded.</strong> {detail ?? 'Check your connection and try again.'}
      </p>
      <Button $variant="secondary" $size="sm" onClick={() => retryRemote(remote)}>
        Retry
      </Button>
    </Box>
  );
}
