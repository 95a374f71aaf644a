import { namedKinds } from '@mentora/domain/data-kinds';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import '../privacy.css';

/** In plain words: what Mentora stores, where, who sees it, and how to take it or delete it. */
export function PrivacyNotice() {
  return (
    <div className="privacy">
      <p className="privacy-lead">
        Mentora is built so that what you write stays yours. Here is, in plain words, what it keeps
        and where.
      </p>

      <section aria-labelledby="privacy-device">
        <h2 id="privacy-device">On your device</h2>
        <p>
          Your {namedKinds()} are saved in this browser&apos;s local storage. The app works from
          there, even offline.
        </p>
        <p>
          &lsquo;Need urgent help?&rsquo; leads with the helplines for your country. It guesses the
          country from your browser&apos;s language and time zone, in the browser itself: it never
          asks for your location and sends nothing anywhere. If you choose a country there, that
          choice is kept in this browser only. It is not part of your export and does not follow you
          to your other devices.
        </p>
        <p>
          When a mentor has answered with crisis help, the chat keeps the date of that day (only the
          date, never what was written) in this browser, so that the next time you open the chat in
          the following 7 days it can ask once how you are doing. It is then forgotten. It is not
          part of your export and does not follow you to your other devices.
        </p>
        <p>
          When a few of your recent days have been low, the mood section suggests talking to
          someone. If you dismiss that suggestion, the date you did so is kept in this browser only,
          so it stays away until another low day; it is not part of your export.
        </p>
      </section>

      <section aria-labelledby="privacy-guests">
        <h2 id="privacy-guests">If you use Mentora as a guest</h2>
        <p>
          <strong>Your data never leaves your browser.</strong> Nothing you write is sent to our
          server or anywhere else. Clearing your browser&apos;s data for this site, or using
          &lsquo;Delete my data&rsquo;, removes it for good.
        </p>
      </section>

      <section aria-labelledby="privacy-account">
        <h2 id="privacy-account">If you have an account</h2>
        <p>Our server keeps:</p>
        <ul>
          <li>
            your email address, the name you chose, and your password, stored only as a secure
            one-way hash that no one can read back;
          </li>
          <li>
            your sign-in sessions, with the browser and network address each one came from, so you
            stay signed in and we can stop people guessing passwords;
          </li>
          <li>a copy of the data listed above, so it can follow you to your other devices.</li>
        </ul>
        <p>
          It is kept only so that Mentora can work for you: it is not shown to anyone else and not
          used for anything else. The mentors are scripted, so no person and no outside service
          reads what you type to them.
        </p>
      </section>

      <section aria-labelledby="privacy-third">
        <h2 id="privacy-third">Nothing goes to third parties</h2>
        <p>
          Mentora has no advertising, no tracking and no analytics services. Its fonts, pictures and
          avatars all come from Mentora itself, so just opening a page tells no one else that you
          use it. To keep the app fast, your browser sends our own server anonymous timing numbers
          (how long pages take to load), never anything you wrote. We never sell or share your data.
        </p>
        <p>
          The one exception is your own choice: where &lsquo;Login with Google&rsquo; is offered and
          you use it, Google confirms who you are and tells us your name and email address. Nothing
          else is shared with Google.
        </p>
      </section>

      <section aria-labelledby="privacy-control">
        <h2 id="privacy-control">Take it with you, or delete it</h2>
        <ul>
          <li>
            <strong>Export:</strong> in <Link to={paths.settings}>Settings</Link>, &lsquo;Export all
            my data&rsquo; downloads everything as one file, and your journal and mood history also
            as spreadsheets (CSV). You can import the file on another device.
          </li>
          <li>
            <strong>Delete your data:</strong> &lsquo;Delete my data&rsquo; in Settings removes it
            from this device and, if you are signed in, from your account and then from your other
            devices as they next sync.
          </li>
          <li>
            <strong>Delete your account:</strong> &lsquo;Delete my account&rsquo; in Settings
            removes your account, signs out every device and deletes everything the server keeps for
            you.
          </li>
        </ul>
      </section>

      <p className="muted">
        Mentora is for self-help and is not a substitute for professional care or emergency help.
      </p>
    </div>
  );
}
