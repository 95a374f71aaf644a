/**
 * Where each helpline in helplines.ts was checked, and when: kept apart from the lines themselves
 * so the pages that show the lines do not carry these addresses to every browser. A test holds
 * every line to an entry here. To change a line, check it against its service's own page (or a
 * government page), then update its entry.
 */

export interface HelplineSource {
  /** The page the number was checked against. */
  source: string;
  /** When it was checked (YYYY-MM-DD). */
  checked: string;
}

const CHECKED = '2026-11-25';
/** When the lines for children and young people were checked. */
const CHECKED_YOUNG = '2026-11-29';

/** By the line's id. */
export const HELPLINE_SOURCES: Readonly<Record<string, HelplineSource>> = {
  'us-emergency': { source: 'https://www.skowhegan.org/FAQ.aspx?QID=95', checked: CHECKED },
  'us-988': {
    source:
      'https://health.wyo.gov/publichealth/prevention/wivpp/suicide-prevention/988-suicide-crisis-lifeline',
    checked: CHECKED,
  },
  'us-crisis-text-line': {
    source: 'http://www.sfisd.net/apps/pages/index.jsp?uREC_ID=1473130&type=d&pREC_ID=1625729',
    checked: CHECKED,
  },
  'us-domestic-violence': {
    source:
      'https://ovc.ojp.gov/news/grantee-news/national-domestic-violence-hotline-answers-6-million-contacts',
    checked: CHECKED,
  },
  // 'Call or Text 1-800-422-4453'; the hotline's own page (childhelphotline.org/how-it-works)
  // says it answers calls and texts 24/7.
  'us-childhelp': { source: 'http://helpisaclickaway.org', checked: CHECKED_YOUNG },
  'ca-emergency': {
    source: 'https://www.gnb.ca/en/topic/laws-safety/community-safety/911.html',
    checked: CHECKED,
  },
  'ca-988': {
    source:
      'https://www.newswire.ca/news-releases/government-of-canada-launches-three-digit-suicide-crisis-helpline-896472116.html',
    checked: CHECKED,
  },
  // The text line, 'text CONNECT to 686868', on the service's own page; the phone line,
  // 1-800-668-6868, at https://www.cbc.ca/news/health/mental-health-crisis-text-kids-help-phone-1.4894118
  'ca-kids-help-phone': {
    source: 'https://kidshelpphone.ca/text-about-it/',
    checked: CHECKED_YOUNG,
  },
  'gb-emergency': {
    source: 'https://www.londonambulance.nhs.uk/calling-us/calling-999/',
    checked: CHECKED,
  },
  'gb-samaritans': {
    source: 'https://www.samaritans.org/how-we-can-help/contact-samaritan/',
    checked: CHECKED,
  },
  'gb-shout': { source: 'https://giveusashout.org/about-us/faq/', checked: CHECKED },
  'gb-refuge': {
    source:
      'https://refuge.org.uk/news/refuge-response-to-home-secretary-announcement-of-support-for-domestic-abuse-victims',
    checked: CHECKED,
  },
  'gb-childline': {
    source:
      'http://www.nspcc.org.uk/news-and-views/media-centre/media-briefings/services-briefings/childline-services/childline-services-briefing_wda73888.html',
    checked: CHECKED_YOUNG,
  },
  'ie-emergency': {
    source: 'https://www2.hse.ie/emergencies/when-to-call-112-or-999/',
    checked: CHECKED,
  },
  'ie-samaritans': {
    source: 'https://www.samaritans.org/how-we-can-help/contact-samaritan/',
    checked: CHECKED,
  },
  'ie-50808': {
    source:
      'https://kclr96fm.com/consider-your-care-options-in-carlow-and-kilkenny-before-presenting-at-an-emergency-department-this-bank-holiday-weekend/',
    checked: CHECKED,
  },
  'ie-womens-aid': {
    source:
      'https://www.womensaid.ie/about/newsevents/news/2009/11/30/supporting-a-friend-sinead-desmond-launches-the-wo/',
    checked: CHECKED,
  },
  'ie-childline': {
    source:
      'https://www.independent.ie/regionals/corkman/news/sharp-increase-in-contacts-to-childline-over-christmas-41197253.html',
    checked: CHECKED_YOUNG,
  },
  'au-emergency': {
    source: 'https://www.qld.gov.au/emergency/emergencies-services/assistance/triple-000',
    checked: CHECKED,
  },
  'au-lifeline': {
    source: 'https://lifelineh2h.org.au/get-help/telephone-crisis-support/faqs/',
    checked: CHECKED,
  },
  'au-1800respect': {
    source: 'https://www.1800respect.org.au/terms-and-conditions',
    checked: CHECKED,
  },
  'au-kids-helpline': {
    source: 'https://www.openaustralia.org.au/debates/?id=2023-03-20.209.2',
    checked: CHECKED_YOUNG,
  },
  'nz-emergency': {
    source: 'https://www.police.govt.nz/contact-us/calling-emergency-111',
    checked: CHECKED,
  },
  'nz-1737': {
    source:
      'https://www.health.govt.nz/news-media/news-items/phone-counselling-service-busy-following-christchurch-tragedy',
    checked: CHECKED,
  },
  // Open 24/7 since 2023, for ages 12 to 24:
  // https://livenews.co.nz/2023/11/04/social-services-youthline-moves-to-24-7-counselling-service-with-support-from-asb
  'nz-youthline': {
    source: 'http://youthaffairs.govt.nz/news/2012/youthline.html',
    checked: CHECKED_YOUNG,
  },
  'in-emergency': {
    source:
      'https://en.vikaspedia.in/social-welfare/women-and-child-development/emergency-response-support-system',
    checked: CHECKED,
  },
  'in-tele-manas': {
    source:
      'https://www.livemint.com/news/india/govts-mental-health-helpline-tele-manas-receives-over-2-lakh-calls-since-launch-11690014660473.html',
    checked: CHECKED,
  },
  // The ministry's answer on the Child Helpline, run by the states since 2023 with 112.
  'in-child-helpline': {
    source:
      'https://orissadiary.com/integration-of-child-helpline-with-erss-112-completed-in-9-states/',
    checked: CHECKED_YOUNG,
  },
  'eu-emergency': {
    source: 'https://www2.hse.ie/emergencies/when-to-call-112-or-999/',
    checked: CHECKED,
  },
  findahelpline: { source: 'https://findahelpline.com/AU', checked: CHECKED },
};
