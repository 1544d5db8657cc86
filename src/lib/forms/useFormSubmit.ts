import { useLingui } from '@lingui/react';
import type { FormErrors, UseFormReturnType } from '@mantine/form';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { useState } from 'react';
import { useFormDraft, type FormDraftOptions } from './formDraft';
import { bringIntoSight, firstInvalid, sendFailedMessage, showErrorToast, showSuccessToast } from './feedback';

export interface FormSubmitOptions<Values, Request, Response, Failure> {
  /** Where what the visitor typed is kept until the form is sent. */
  draft: FormDraftOptions<Values>;
  /** The request the checked values make. */
  toRequest: (values: Values) => Request;
  /** The success toast when the form has its own words for it; otherwise the response's Message. Words in the edition's language, as are the messages below. */
  successMessage?: string;
  /** The form's error catalogue for a failed call; by default the generic failed-send message. */
  errorMessage?: (error: Failure) => string;
  /** Why an answered call still did not go through, or undefined when it did. */
  refusalMessage?: (response: Response) => string | undefined;
  /**
   * The fields in the order the spec checks them, for forms that toast the first failing one. The
   * form needs a `name` of its own: the field is found by it, to be brought out from under the toast.
   */
  toastFirstInvalidOf?: readonly string[];
  onSend?: () => void;
  /** After the success toast and the reset. */
  onSent?: () => void;
  /** After the error toast; the form keeps what the visitor typed so they can send again. */
  onFailed?: () => void;
}

/**
 * The one way a form submits: once its values pass, send them with the generated call; on success
 * toast and clear the form and its draft, on failure toast the form's message for it and keep
 * every value, and the draft.
 * `sending` is true while the call is out. `sent` is true from a success until the visitor changes
 * the cleared form again: the form says so in its place once the 3-second toast has gone.
 */
export function useFormSubmit<Values, Request, Response extends { Message?: string | null }, Failure>(
  form: UseFormReturnType<Values>,
  call: UseMutationOptions<Response, Failure, Request>,
  options: FormSubmitOptions<Values, Request, Response, Failure>,
) {
  const { i18n } = useLingui();
  const mutation = useMutation(call);
  const { discard } = useFormDraft(form, options.draft);
  const [sentOnce, setSentOnce] = useState(false);
  const sendFailed = i18n._(sendFailedMessage);
  const {
    toRequest,
    successMessage,
    errorMessage = () => sendFailed,
    refusalMessage,
    toastFirstInvalidOf,
    onSend,
    onSent,
    onFailed,
  } = options;

  const fail = (message: string) => {
    showErrorToast(message);
    onFailed?.();
  };

  const send = (values: Values) => {
    setSentOnce(false);
    onSend?.();
    mutation.mutate(toRequest(values), {
      onSuccess: (response) => {
        const refusal = refusalMessage?.(response);
        if (refusal !== undefined) return fail(refusal);
        const message = successMessage ?? response.Message;
        if (message) showSuccessToast(message);
        setSentOnce(true);
        discard();
        form.reset();
        onSent?.();
      },
      onError: (error) => fail(errorMessage(error)),
    });
  };

  // The toast sits at the top of the window: the field it names is scrolled, if need be, to where
  // the toast leaves it in sight.
  const toastFirstInvalid =
    toastFirstInvalidOf &&
    ((errors: FormErrors) => {
      const invalid = firstInvalid(errors, toastFirstInvalidOf);
      showErrorToast(invalid?.message ?? sendFailed);
      const field = invalid && form.getInputNode(invalid.field);
      if (field) bringIntoSight(field);
    });

  // A form without a toast for its mistakes (sign-up) still shows the first of them: pressed at the
  // foot of a long form on a phone, its errors were all above the screen.
  const showFirstInvalid = (errors: FormErrors) => {
    const fields = Object.keys(errors)
      .filter((path) => typeof errors[path] === 'string' && errors[path] !== '')
      .map((path) => form.getInputNode(path))
      .filter((node): node is HTMLElement => node != null);
    const first = fields.reduce<HTMLElement | undefined>(
      (earliest, field) =>
        !earliest || field.compareDocumentPosition(earliest) & Node.DOCUMENT_POSITION_FOLLOWING ? field : earliest,
      undefined,
    );
    if (first) bringIntoSight(first);
  };

  return {
    submit: form.onSubmit(send, toastFirstInvalid ?? showFirstInvalid),
    sending: mutation.isPending,
    sent: sentOnce && !form.isDirty(),
  };
}
