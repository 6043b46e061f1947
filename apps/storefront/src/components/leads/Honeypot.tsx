import { forwardRef, useId } from 'react';

/**
 * A field people never see, hear or reach with the keyboard; form-filling bots tend to fill
 * every input they find, which gives them away. Styled by newsletter-form.css.
 */
export const Honeypot = forwardRef<HTMLInputElement, { name?: string }>(function Honeypot({ name = 'website' }, ref) {
  const id = useId();
  return (
    <div aria-hidden="true" className="honeypot">
      <label htmlFor={id}>Deixe este campo em branco</label>
      <input ref={ref} id={id} name={name} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
});
