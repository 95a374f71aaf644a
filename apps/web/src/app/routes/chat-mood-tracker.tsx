export default function ChatMoodTrackerRoute() {
  return (
    <section aria-labelledby="section-title">
      <h1 id="section-title" className="section-heading">
        Mood Tracker
      </h1>
    </section>
  );
}
