import { zodResolver } from '@hookform/resolvers/zod';
import type { UseMutationResult } from '@tanstack/react-query';
import type { ComponentProps, FormEventHandler } from 'react';
import {
  type DefaultValues,
  type FieldError,
  type FieldValues,
  get,
  type Path,
  type UseFormRegisterReturn,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { useTranslateMessage } from '#client/i18n/i18n.ts';
import { ApiError } from '#client/lib/api.ts';
import { toast } from './toast-store.ts';

/** A field's registration with its translated error, ready to spread on TextField and kin. */
export type FieldBinding<TName extends string = string> = UseFormRegisterReturn<TName> & {
  error: string | undefined;
};

/** The toast after a failed submit: the server's message when it sent one, else `fallback`. */
export type FailureToast = { title: string; description?: string; fallback?: string };

export type SubmitOptions<TOutput, TData, TVariables> = {
  /** What the mutation sends; null stops the submit (the form has already said why). */
  toVariables?: (values: TOutput) => TVariables | null;
  /** Called with the checked values just before they are sent. */
  onStart?: (values: TOutput) => void;
  /** The success toast, from the server's answer; omitted or null for none. */
  success?: (data: TData) => { title: string; description?: string } | null;
  failure: (error: Error) => FailureToast;
  onSuccess?: (data: TData, values: TOutput) => void;
};

export type AppForm<TValues extends FieldValues, TOutput> = UseFormReturn<
  TValues,
  unknown,
  TOutput
> & {
  /** The field's error, translated into the interface language. */
  errorOf: (name: Path<TValues>) => string | undefined;
  /** `register(name)` plus the translated error. */
  field: <TName extends Path<TValues>>(name: TName) => FieldBinding<TName>;
  /**
   * A submit handler that sends the checked values through `mutation`: one request at a time,
   * the server's per-field messages on the fields, a toast for the outcome. A cancelled request
   * (AbortError) is no failure and says nothing.
   */
  submitWith: <TData, TVariables = TOutput>(
    mutation: UseMutationResult<TData, Error, TVariables, unknown>,
    options: SubmitOptions<TOutput, TData, TVariables>,
  ) => FormEventHandler<HTMLFormElement>;
};

/**
 * The one form setup (ARCHITECTURE.md, Forms): react-hook-form with the shared zod schema,
 * validated on submit and again on every change after that, errors shown translated.
 */
export function useAppForm<TValues extends FieldValues, TOutput = TValues>({
  schema,
  defaultValues,
}: {
  schema: z.ZodType<TOutput, TValues>;
  defaultValues: DefaultValues<TValues>;
}): AppForm<TValues, TOutput> {
  const message = useTranslateMessage();
  const form = useForm<TValues, unknown, TOutput>({
    resolver: zodResolver(schema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues,
  });
  const errorOf = (name: Path<TValues>): string | undefined =>
    message((get(form.formState.errors, name) as FieldError | undefined)?.message);
  const fieldNames = Object.keys(defaultValues) as Path<TValues>[];

  function submitWith<TData, TVariables = TOutput>(
    mutation: UseMutationResult<TData, Error, TVariables, unknown>,
    options: SubmitOptions<TOutput, TData, TVariables>,
  ): FormEventHandler<HTMLFormElement> {
    // mutateAsync's own type hides its parameters behind a conditional type; this is it. Not
    // mutate's callbacks: those are dropped once the form has left the screen (a dialog closed, a
    // page changed), and the outcome's toast must be shown all the same.
    const send = mutation.mutateAsync as (variables: TVariables) => Promise<TData>;
    return form.handleSubmit((values) => {
      // A second click while the first request is on its way is ignored (SPEC section 4).
      if (mutation.isPending) return;
      const variables = options.toVariables
        ? options.toVariables(values)
        : (values as unknown as TVariables);
      if (variables === null) return;
      options.onStart?.(values);
      send(variables).then(
        (data) => {
          const shown = options.success?.(data);
          if (shown) toast({ ...shown, variant: 'success' });
          options.onSuccess?.(data, values);
        },
        (error: Error) => {
          if (error instanceof DOMException && error.name === 'AbortError') return;
          if (error instanceof ApiError && error.fields) {
            for (const [name, text] of Object.entries(error.fields)) {
              if (fieldNames.includes(name as Path<TValues>))
                form.setError(name as Path<TValues>, { type: 'server', message: text });
            }
          }
          const failure = options.failure(error);
          toast({
            title: failure.title,
            description: failure.description ?? (message(error) || failure.fallback),
            variant: 'destructive',
          });
        },
      );
    });
  }

  return {
    ...form,
    errorOf,
    field: (name) => ({ ...form.register(name), error: errorOf(name) }),
    submitWith,
  };
}

/**
 * Every form of the site: no browser validation (the schema speaks, translated), and POST, so a
 * submit that beats hydration on a prerendered page never puts what was typed in the URL.
 */
export function Form(props: Omit<ComponentProps<'form'>, 'method' | 'noValidate'>) {
  return <form method="post" noValidate {...props} />;
}
