export default function ChatChatbotRoute() {
  return (
    <section aria-labelledby="section-title">
      <h1 id="section-title" className="section-heading">
        Chat with a mentor
      </h1>
    </section>
  );
}
