import styled from 'styled-components';
import type { CountsState } from '../hooks/use-signup-counts';

const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 180px), 1fr));
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
`;

const Counter = styled.div`
  background: ${({ theme }) => theme.color.white};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.card};
  padding: ${({ theme }) => theme.space(5)};
  dt { color: ${({ theme }) => theme.color.inkSoft}; font-weight: 600; }
  dd {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    font: 700 2rem/1.1 ${({ theme }) => theme.font.heading};
    color: ${({ theme }) => theme.color.tealDark};
  }
`;

function show(state: CountsState, pick: (counts: { total: number; thisWeek: number; today: number }) => number): string {
  if (state.status === 'ready') return pick(state.counts).toLocaleString('en-US');
  return state.status === 'loading' ? '…' : '—';
}

/** Spec §2: Total Signups, This Week, Today — counted by the server. */
export function SignupCounters({ state }: { state: CountsState }) {
  return (
    <List aria-busy={state.status === 'loading'}>
      <Counter>
        <dt>Total Signups</dt>
        <dd>{show(state, (c) => c.total)}</dd>
      </Counter>
      <Counter>
        <dt>This Week</dt>
        <dd>{show(state, (c) => c.thisWeek)}</dd>
      </Counter>
      <Counter>
        <dt>Today</dt>
        <dd>{show(state, (c) => c.today)}</dd>
      </Counter>
    </List>
  );
}
