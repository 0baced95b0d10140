import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import type { FieldErrorMap } from '../lib/form-errors.ts';

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * Values and per-field errors of a form whose controls are named by field path. A field's error goes as
 * soon as its value changes (SPEC §5: "the error clears on key press"); when errors are shown, focus moves
 * to the first field in error, after the render that ties the message to it.
 */
export function useForm<Values extends Record<string, string>>(initial: Values | (() => Values)) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [focusRequest, setFocusRequest] = useState<FieldErrorMap | null>(null);

  useEffect(() => {
    if (!focusRequest) return;
    const controls = Array.from(formRef.current?.elements ?? []) as FieldElement[];
    controls.find((control) => control.name && focusRequest[control.name] !== undefined)?.focus();
  }, [focusRequest]);

  function setValue(name: keyof Values & string, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (current[name] === undefined) return current;
      const { [name]: _cleared, ...rest } = current;
      return rest;
    });
  }

  function showErrors(next: FieldErrorMap) {
    setErrors(next);
    if (Object.keys(next).length > 0) setFocusRequest(next);
  }

  /** Props for a control: name, value, change handler and its error message. */
  function field(name: keyof Values & string) {
    return {
      name,
      value: values[name],
      error: errors[name],
      onChange: (event: ChangeEvent<FieldElement>) => setValue(name, event.target.value),
    };
  }

  return { formRef, values, setValue, setValues, errors, showErrors, field };
}
