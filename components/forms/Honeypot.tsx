/** Name of the hidden honeypot input; people never fill it, bots often do. */
export const HONEYPOT_NAME = 'fax_number';

/** Off-screen field that people never see or reach; bots that fill it are ignored. */
export function Honeypot() {
  return (
    <div className="honeypot" aria-hidden="true">
      <label htmlFor={`${HONEYPOT_NAME}-input`}>Leave this empty</label>
      <input
        id={`${HONEYPOT_NAME}-input`}
        type="text"
        name={HONEYPOT_NAME}
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}
