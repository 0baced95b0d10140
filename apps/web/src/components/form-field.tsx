import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import Form from 'react-bootstrap/Form';

interface FieldFrameProps {
  id: string;
  label: string;
  /** Translated; shown under the control and tied to it with aria-describedby. */
  error?: string | undefined;
  hint?: string | undefined;
  className?: string;
}

function describedBy(id: string, error: string | undefined, hint: string | undefined): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

function FieldFrame({
  id,
  label,
  error,
  hint,
  className,
  children,
}: FieldFrameProps & { children: ReactNode }) {
  return (
    <Form.Group className={className ?? 'mb-3'} controlId={id}>
      <Form.Label>{label}</Form.Label>
      {children}
      {hint && (
        <Form.Text id={`${id}-hint`} className="d-block">
          {hint}
        </Form.Text>
      )}
      {error && (
        <Form.Control.Feedback id={`${id}-error`} type="invalid">
          {error}
        </Form.Control.Feedback>
      )}
    </Form.Group>
  );
}

type InputProps = Omit<ComponentPropsWithoutRef<'input'>, 'id' | 'size' | 'value'> & {
  value?: string;
  /** A read-only value shown as text, still a control that an error can be tied to. */
  plaintext?: boolean;
};

/** A labelled input whose error and hint are announced with it. */
export function TextField({ id, label, error, hint, className, ...input }: FieldFrameProps & InputProps) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} className={className}>
      <Form.Control
        {...input}
        isInvalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
      />
    </FieldFrame>
  );
}

type SelectProps = Omit<ComponentPropsWithoutRef<'select'>, 'id' | 'size' | 'value'> & { value?: string };

export function SelectField({
  id,
  label,
  error,
  hint,
  className,
  children,
  ...select
}: FieldFrameProps & SelectProps) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} className={className}>
      <Form.Select
        {...select}
        isInvalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
      >
        {children}
      </Form.Select>
    </FieldFrame>
  );
}

type TextAreaProps = Omit<ComponentPropsWithoutRef<'textarea'>, 'id' | 'value'> & { value?: string };

export function TextAreaField({
  id,
  label,
  error,
  hint,
  className,
  ...textarea
}: FieldFrameProps & TextAreaProps) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} className={className}>
      <Form.Control
        as="textarea"
        {...textarea}
        isInvalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
      />
    </FieldFrame>
  );
}
