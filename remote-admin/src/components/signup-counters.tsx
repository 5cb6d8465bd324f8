import { memo, useId } from 'react';
import styled from 'styled-components';
import { Card } from '@wanderpages/shared';
import type { SignupCounts } from '../api/signups-api';
import { formatCount } from '../content/display-formats';
import type { CountsState } from '../hooks/use-signup-counts';

/** Three across at every width: on a phone the counters are a compact row, not three screens of cards. */
const Row = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}) { gap: ${({ theme }) => theme.space(4)}; }
  & > * { padding: ${({ theme }) => theme.space(3)}; }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}) { & > * { padding: ${({ theme }) => theme.space(5)}; } }
`;

const Label = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.inkSoft};
  font-weight: 600;
  font-size: clamp(0.85rem, 2.5vw, 1rem);
`;

/** At the card's foot: a label that wraps to two lines on a phone does not push its number below the others. */
const Value = styled.p`
  margin: auto 0 0;
  padding-top: ${({ theme }) => theme.space(1)};
  font: 700 clamp(1.5rem, 5vw, 2rem) / 1.1 ${({ theme }) => theme.font.heading};
  color: ${({ theme }) => theme.color.tealDark};
`;

function Counter({ label, state, pick }: { label: string; state: CountsState; pick(counts: SignupCounts): number }) {
  const id = useId();
  const value = state.status === 'ready' ? formatCount(pick(state.counts)) : state.status === 'loading' ? '…' : '—';
  return (
    <Card as="div" role="group" aria-labelledby={id} aria-busy={state.status === 'loading'}>
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
