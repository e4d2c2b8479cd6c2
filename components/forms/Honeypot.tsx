/** Name of the hidden honeypot input; people never fill it, bots often do. */
export const HONEYPOT_NAME = 'fax_number';

/** Off-screen field that people never see or reach; bots that fill it are ignored. */
export function Honeypot({ idPrefix, value = '' }: { idPrefix: string; value?: string }) {
  return (
    <div className="honeypot" aria-hidden="true">
      <label htmlFor={`${idPrefix}-${HONEYPOT_NAME}`}>Leave this empty</label>
      <input
        id={`${idPrefix}-${HONEYPOT_NAME}`}
        type="text"
        name={HONEYPOT_NAME}
        tabIndex={-1}
        autoComplete="off"
        defaultValue={value}
      />
    </div>
  );
}
