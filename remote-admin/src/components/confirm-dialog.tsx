import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Button } from '@wanderpages/shared';
import { CONFIRM_DIALOG_TEXTS } from '../content/dashboard-texts';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space(4)};
  background: rgba(31, 42, 55, 0.55);
`;

const Panel = styled.div`
  width: 100%;
  max-width: 460px;
  background: ${({ theme }) => theme.color.white};
  /* Drawn only in a forced-colors (high-contrast) mode, which drops the backdrop and the shadow: the box keeps its edge. */
  border: 2px solid transparent;
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  padding: ${({ theme }) => theme.space(6)};
  h2 { font-size: 1.35rem; }
  p { color: ${({ theme }) => theme.color.inkSoft}; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(6)};
`;

interface ConfirmDialogProps {
  title: string;
  question: string;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  onCancel(): void;
  onConfirm(): void;
}

/**
 * The in-page confirmation every destructive action of the dashboard asks (docs/product/limits.md#admin "Clear
 * All asks first"; a message's Delete), as an alertdialog: labelled by its title, described by the question,
 * focus starts on Cancel (the safe choice), Tab stays inside, Escape cancels. The caller renders it only while
 * open, makes the page behind it inert and puts focus back on the button that opened it.
 */
export function ConfirmDialog({ title, question, confirmLabel, busyLabel, busy, onCancel, onConfirm }: ConfirmDialogProps) {
  const titleId = useId();
  const questionId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    cancelRef.current?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      if (!busy) onCancel();
      return;
    }
    if (event.key !== 'Tab') return;
    // Two buttons: Tab and Shift+Tab go from one to the other and never leave the dialog.
    const first = cancelRef.current;
    const last = confirmRef.current;
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <Backdrop>
      <Panel role="alertdialog" aria-modal="true" aria-labelledby={titleId} aria-describedby={questionId} onKeyDown={onKeyDown}>
        <h2 id={titleId}>{title}</h2>
        <p id={questionId}>{question}</p>
        <p>{CONFIRM_DIALOG_TEXTS.cannotBeUndone}</p>
        <Actions>
          <Button ref={cancelRef} $variant="ghost" onClick={onCancel} disabled={busy}>
            {CONFIRM_DIALOG_TEXTS.cancel}
          </Button>
          <Button ref={confirmRef} $variant="danger" onClick={onConfirm} aria-disabled={busy}>
            {busy ? busyLabel : confirmLabel}
          </Button>
        </Actions>
      </Panel>
    </Backdrop>
  );
}
