import type { AgendaSection } from '@/content/types';
import { SectionFrame } from '@/components/ui/SectionFrame';
import { Tabs } from '@/components/islands';
import { CtaButtons } from '@/components/ui/CtaButtons';
import { Icon } from '@/components/ui/Icon';
// No module of its own (CSS budget): feature grid cards and the people role line.
import cards from './FeatureGrid.module.scss';
import people from './People.module.scss';

/** A programme by day in WAI-ARIA tabs; every day's sessions are in the HTML. */
export function Agenda({ id, eyebrow, title, lead, tone, days, cta }: AgendaSection) {
  const dark = tone === 'dark';
  // Teal fact lines on light tones; on dark ones they keep the tone's light text.
  const meta = dark ? '' : people.role;
  return (
    <SectionFrame id={id} tone={tone} eyebrow={eyebrow} title={title} lead={lead} align="center">
      <Tabs
        id={id}
        label={title}
        tabs={days.map((day) => day.label)}
        tone={dark ? 'dark' : 'light'}
        className="text-start"
      >
        {days.map((day) => (
          <ol key={day.label} className={`${cards.grid} ${dark ? cards.dark : ''} mt-4`}>
            {day.sessions.map((session) => (
              <li key={session.title} className={cards.card}>
                <p className={`${meta} mb-2`}>
                  <Icon name="clock" size={16} className="me-2" />
                  {session.date}
                </p>
                <p className={`${meta} mb-2`}>
                  <Icon name="location" size={16} className="me-2" />
                  {session.place}
                </p>
                <h3 className={cards.title}>{session.title}</h3>
                <p className={cards.text}>{session.description}</p>
                <p className={`${meta} mt-3`}>
                  <Icon name="person" size={16} className="me-2" />
                  <span>
                    {session.speaker}, {session.role}
                  </span>
                </p>
              </li>
            ))}
          </ol>
        ))}
      </Tabs>
      {cta ? (
        <p className="mt-4 mb-0">
          <CtaButtons primary={cta} dark={dark} />
        </p>
      ) : null}
    </SectionFrame>
  );
}
