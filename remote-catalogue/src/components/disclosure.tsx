import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '@wanderpages/shared';

const Panel = styled.div`
  margin-top: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(6)};
  background: ${({ theme }) => theme.color.white};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.lg};
  text-align: left;
  /* Without JavaScript the button could not open it: the content is simply shown (docs/decisions/044). */
  @media (scripting: none) {
    &[hidden] { display: block; }
  }
`;

const Center = styled.div`
  text-align: center;
  @media (scripting: none) { display: none; }
`;

/** Long labels wrap on a narrow phone instead of pushing the page sideways. */
const Toggle = styled(Button)`
  white-space: normal;
  max-width: 100%;
`;

/**
 * A button that shows and hides a panel in place (aria-expanded/aria-controls), for the spec's buttons whose
 * behaviour is not shown: the reader gets real content right where they asked for it. Without JavaScript, the
 * panel is open and the button gone.
 */
export function Disclosure({ label, hideLabel, children }: { label: string; hideLabel: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div>
      <Center>
        <Toggle $size="lg" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((value) => !value)}>
          {open ? hideLabel : label}
        </Toggle>
      </Center>
      <Panel id={panelId} hidden={!open}>
        {children}
      </Panel>
    </div>
  );
}
