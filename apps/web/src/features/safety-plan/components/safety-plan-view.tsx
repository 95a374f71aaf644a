import {
  SAFETY_PLAN_STEPS,
  normalizeSafetyPlan,
  telHref,
  type SafetyContact,
  type SafetyPlan,
} from '@mentora/domain/safety-plan';

function Contact({ contact }: { contact: SafetyContact }) {
  const href = telHref(contact.phone);
  return (
    <>
      {contact.name ? <span className="plan-contact-name">{contact.name}</span> : null}
      {contact.name && contact.phone ? (
        <span className="plan-contact-sep" aria-hidden="true">
          {' · '}
        </span>
      ) : null}
      {contact.phone ? (
        href ? (
          <a
            className="plan-tel"
            href={href}
            aria-label={contact.name ? `Call ${contact.name}: ${contact.phone}` : undefined}
          >
            {contact.phone}
          </a>
        ) : (
          <span className="plan-tel">{contact.phone}</span>
        )
      ) : null}
    </>
  );
}

export interface SafetyPlanViewProps {
  plan: SafetyPlan;
  /** Extra class, e.g. to show the view only when printing. */
  className?: string;
}

/** The plan as a person reads it in a hard moment (and as it prints): every step, in order. */
export function SafetyPlanView({ plan, className }: SafetyPlanViewProps) {
  const p = normalizeSafetyPlan(plan);
  return (
    <div className={['plan-view', className ?? ''].join(' ').trim()}>
      <h2 className="visually-hidden">My plan, step by step</h2>
      {p.updatedAt ? (
        <p className="muted plan-updated">
          Last updated {new Date(p.updatedAt).toLocaleDateString(undefined, { dateStyle: 'long' })}
        </p>
      ) : null}
      <ol className="plan-view-steps">
        {SAFETY_PLAN_STEPS.map((step) => {
          const id = `plan-view-${step.key}`;
          return (
            <li key={step.key} className="plan-view-step">
              <section aria-labelledby={id}>
                <h3 id={id}>
                  <span className="plan-step-number">Step {step.number}</span> {step.title}
                </h3>
                {step.kind === 'text' ? (
                  p[step.key].length === 0 ? (
                    <p className="muted">Nothing written here yet.</p>
                  ) : (
                    <ul>
                      {p[step.key].map((item, i) => (
                        <li key={i}>{item}</li>
                      ))}
                    </ul>
                  )
                ) : p[step.key].length === 0 ? (
                  <p className="muted">Nothing written here yet.</p>
                ) : (
                  <ul className="plan-contacts">
                    {p[step.key].map((c, i) => (
                      <li key={i} className="plan-contact">
                        <Contact contact={c} />
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
