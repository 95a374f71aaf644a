import {
  COPING_CATEGORIES,
  SKILL_DESCRIPTION_MAX,
  SKILL_ERRORS,
  SKILL_NAME_MAX,
  validateCustomSkill,
  type CustomSkillErrors,
  type CustomSkillInput,
} from '@mentora/domain/coping-skills';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { CharCount } from '@/components/ui/char-count';
import { ErrorBox } from '@/components/ui/error-box';
import { readKey, removeKey, writeKey, type Parser } from '@/lib/storage/storage';

const LIMITS = { name: SKILL_NAME_MAX, description: SKILL_DESCRIPTION_MAX } as const;
const TOO_LONG = { name: SKILL_ERRORS.nameTooLong, description: SKILL_ERRORS.descriptionTooLong };

export interface CustomSkillFormProps {
  /**
   * Saves a checked skill. Returns null when it was added, or a message saying why not
   * (the text typed is then kept).
   */
  onAdd(input: CustomSkillInput): string | null;
}

const EMPTY: CustomSkillInput = { name: '', description: '', category: '' };

/** A kept draft as stored (`customSkillDraft`); anything else is set aside and the form starts empty. */
const DRAFT: Parser<CustomSkillInput> = {
  safeParse(v) {
    const d = v as Partial<CustomSkillInput> | null;
    const { name, description, category } = d ?? {};
    return typeof name === 'string' &&
      typeof description === 'string' &&
      typeof category === 'string'
      ? { success: true, data: { name, description, category } }
      : { success: false };
  },
};

/** The add-your-own-skill form: name, description and one of the five categories. */
export function CustomSkillForm({ onAdd }: CustomSkillFormProps) {
  const id = useId();
  // What is typed is kept as it changes: a reload, or a phone closing the tab in the background,
  // loses nothing (not kept when storage is full: the form still holds it, and adding says so).
  const [values, setValues] = useState(() => readKey('customSkillDraft', DRAFT, EMPTY));
  useEffect(() => {
    if (Object.values(values).join('') === '') removeKey('customSkillDraft');
    else writeKey('customSkillDraft', values);
  }, [values]);
  const [errors, setErrors] = useState<CustomSkillErrors>({});
  const [saveError, setSaveError] = useState<string | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const descriptionRef = useRef<HTMLTextAreaElement>(null);
  const categoryRef = useRef<HTMLSelectElement>(null);

  const change = (field: keyof CustomSkillInput, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    // Over its limit, a field says so as it is typed (nothing is cut off); otherwise its
    // message goes once it is changed.
    const over = field !== 'category' && value.trim().length > LIMITS[field];
    setErrors((e) => {
      if (over) return { ...e, [field]: TOO_LONG[field] };
      if (!e[field]) return e;
      const next = { ...e };
      delete next[field];
      return next;
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaveError(null);
    const checked = validateCustomSkill(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      const { errors: e } = checked;
      (e.name ? nameRef : e.description ? descriptionRef : categoryRef).current?.focus();
      return;
    }
    setErrors({});
    const problem = onAdd(values);
    if (problem) {
      setSaveError(problem);
      return;
    }
    setValues(EMPTY);
    nameRef.current?.focus();
  };

  const describedBy = (field: keyof CustomSkillInput, hint?: string) =>
    [
      hint,
      errors[field] ? `${id}-${field}-error` : '',
      field === 'category' ? '' : `${id}-${field}-count`,
    ]
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <form className="card skill-form" noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Add your own skill</h2>
      <p className="muted">
        Something that already works for you? Add it here to keep it with the others.
      </p>
      <ErrorBox message={saveError} />
      <div className="field">
        <label htmlFor={`${id}-name`}>Name</label>
        <input
          ref={nameRef}
          id={`${id}-name`}
          className="input"
          value={values.name}
          autoComplete="off"
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={describedBy('name')}
          onChange={(e) => change('name', e.target.value)}
        />
        <CharCount id={`${id}-name-count`} text={values.name} max={SKILL_NAME_MAX} />
        {errors.name ? (
          <p id={`${id}-name-error`} className="field-error">
            {errors.name}
          </p>
        ) : null}
      </div>
      <div className="field">
        <label htmlFor={`${id}-description`}>Description</label>
        <p id={`${id}-description-hint`} className="muted skill-form-hint">
          One or two sentences on what to do.
        </p>
        <textarea
          ref={descriptionRef}
          id={`${id}-description`}
          className="textarea skill-form-textarea"
          value={values.description}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={describedBy('description', `${id}-description-hint`)}
          onChange={(e) => change('description', e.target.value)}
        />
        <CharCount
          id={`${id}-description-count`}
          text={values.description}
          max={SKILL_DESCRIPTION_MAX}
        />
        {errors.description ? (
          <p id={`${id}-description-error`} className="field-error">
            {errors.description}
          </p>
        ) : null}
      </div>
      <div className="field">
        <label htmlFor={`${id}-category`}>Category</label>
        <select
          ref={categoryRef}
          id={`${id}-category`}
          className="select"
          value={values.category}
          aria-invalid={errors.category ? true : undefined}
          aria-describedby={describedBy('category')}
          onChange={(e) => change('category', e.target.value)}
        >
          <option value="">Choose a category</option>
          {COPING_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
        {errors.category ? (
          <p id={`${id}-category-error`} className="field-error">
            {errors.category}
          </p>
        ) : null}
      </div>
      <button type="submit" className="btn">
        Add skill
      </button>
    </form>
  );
}
