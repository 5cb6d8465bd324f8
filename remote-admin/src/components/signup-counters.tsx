import { memo, useId } from 'react';
import styled from 'styled-components';
import { Card } from '@wanderpages/shared';
import type { SignupCounts } from '../api/signups-api';
import type { CountsState } from '../hooks/use-signup-counts';

const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 180px), 1fr));
  gap: ${({ theme }) => theme.space(4)};
`;


const Label = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.inkSoft};
  font-weight: 600;
`;

const Value = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0 0;
  font: 700 2rem/1.1 ${({ theme }) => theme.font.heading};
  color: ${({ theme }) => theme.color.tealDark};
`;

function Counter({ label, state, pick }: { label: string; state: CountsState; pick(counts: SignupCounts): number }) {
  const id = useId();
  const value = state.status === 'ready' ? pick(state.counts).toLocaleString('en-US') : state.status === 'loading' ? '…' : '—';
  return (
    <Card as="div" $padding={5} role="group" aria-labelledby={id} aria-busy={state.status === 'loading'}>
      <Label id={id}>{label}</Label>
      <Value>{value}</Value>
    </Card>
  );
}

/** docs/product/screens.md#newsletter-admin: Total Signups, This Week, Today — counted by the server, over every signup. */
export const SignupCounters = memo(function SignupCounters({ state }: { state: CountsState }) {
  return (
    <Row>
      <Counter label="Total Signups" state={state} pick={(c) => c.total} />
      <Counter label="This Week" state={state} pick={(c) => c.thisWeek} />
      <Counter label="Today" state={state} pick={(c) => c.today} />
    </Row>
  );
});
