import ui from './admin-ui.module.css';

/** The outcome line an admin table shows after an action. */
export type AdminStatus = { kind: 'success' | 'error'; text: string } | null;

/**
 * The spec's texts open with an emoji (✅, ❌, ⚠️, 🗑️) that Chromium without an emoji font draws as
 * an empty box. The mark is drawn as SVG instead; the character stays in the text (visually hidden),
 * so the text is still the spec's, word for word.
 */
const MARK = /^(✅|❌|⚠️|🗑️)\s*/u;

function Mark({ glyph }: { glyph: string }) {
  const common = { viewBox: '0 0 20 20', width: 18, height: 18, 'aria-hidden': true, focusable: false, className: ui.mark } as const;
  if (glyph === '✅')
    return (
      <svg {...common} data-mark="success">
        <rect width="20" height="20" rx="4" fill="currentColor" />
        <path d="M5 10.5l3.2 3.2L15 7" fill="none" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    );
  if (glyph === '❌')
    return (
      <svg {...common} data-mark="error">
        <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" />
      </svg>
    );
  if (glyph === '⚠️')
    return (
      <svg {...common} data-mark="warning">
        <path d="M10 2L19 18H1z" fill="currentColor" />
        <path d="M10 8v4.5M10 15v.5" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
      </svg>
    );
  return (
    <svg {...common} data-mark="deleted">
      <path d="M4 6h12M8 6V4h4v2M6 6l1 11h6l1-11" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
    </svg>
  );
}

/** A spec text with its leading emoji drawn as an SVG mark. */
export function MarkedText({ text }: { text: string }) {
  const match = MARK.exec(text);
  if (!match) return <>{text}</>;
  return (
    <>
      <Mark glyph={match[1]!} />
      <span className="visually-hidden">{match[0]}</span>
      {text.slice(match[0].length)}
    </>
  );
}

/** The outcome of the last action on an admin screen: an alert for errors, a polite status otherwise. */
export function AdminStatusLine({ status }: { status: AdminStatus }) {
  if (!status) return null;
  const isError = status.kind === 'error';
  return (
    <p role={isError ? 'alert' : 'status'} className={isError ? ui.error : ui.success}>
      <MarkedText text={status.text} />
    </p>
  );
}
