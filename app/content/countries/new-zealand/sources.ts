/**
 * Every page the New Zealand content was checked against on REVIEWED. Each was read with the research search
 * tool; docs/content/new-zealand-review.md lists which fact came from which page.
 */
export const REVIEWED = '2026-11-21'

/** The day of the key-figures and official-sources pass (docs/content/new-zealand-review.md, "Key figures, 2026-11-25"). */
export const REVIEWED_2026_11_25 = '2026-11-25'

export const SOURCES = {
  // Registering the death
  govtRegisterDeath: 'https://www.govt.nz/browse/family-and-whanau/death-and-bereavement/registering-a-death/',
  bdm28Form:
    'https://www.govt.nz/assets/Documents/Family-and-whanau/BDM28-Notification-of-death-for-registration-accessible-txt-file.txt',
  communityLawRegistering:
    'https://communitylaw.org.nz/community-law-manual/chapter-16-a-death-in-the-family/confirming-and-registering-the-death/registering-the-death-and-getting-a-death-certificate/',
  govtWhatToDo: 'https://www.govt.nz/browse/family-and-whanau/death-and-bereavement/what-to-do-someone-dies/',
  endOfLifeService: 'https://endoflife.services.govt.nz/',
  // Courts and probate
  justiceProbate: 'https://www.justice.govt.nz/courts/high-court/apply-for-probate-and-get-copy-of-will',
  /**
   * The courts' own page giving the Ministry of Justice contact centre (0800 268 787) for questions about court
   * cases, which it answers or passes to the court; it replaced a COVID-19 page that also gave the number.
   */
  justiceContactCentre: 'https://www.districtcourts.govt.nz/media-information/enquiries/',
  highCourtLocations: 'https://en.wikipedia.org/wiki/High_Court_of_New_Zealand',
  coronialServices: 'https://coronialservices.justice.govt.nz/home-2/',
  /** Coronial Services Practice Note 2018/1: tikanga Māori and other cultures when whānau ask to view a body. */
  coronerViewingPracticeNote: 'https://coronialservices.justice.govt.nz/about/practice-notes/view-a-body/',
  // Small estates (Administration Act 1969 s 65; prescribed amount raised on 24 September 2025)
  smallEstateThreshold: 'https://kiwilaw.co.nz/2025/08/04/change-to-40000/amp',
  smallEstateKiwiSaver: 'https://fscl.org.nz/?p=9101',
  // Property, claims and land
  linzTransmission: 'https://www.linz.govt.nz/kb/659',
  relationshipPropertyOptions: 'https://www.raineycollins.co.nz/your-resources/articles/article-25-07-2021',
  familyProtectionClaims: 'https://smlaw.co.nz/family-protection-act-claims-and-dates/',
  maoriLandCourt:
    'https://www.xn--morilandcourt-wqb.govt.nz/en/search-2/SearchForm?Search=peter+marcelle+grant&action_results=Search&start=120',
  maoriLandCourtHome: 'https://www.xn--morilandcourt-wqb.govt.nz/en/',
  tupuSuccession: 'https://www.tupu.nz/en/tuhono/becoming-a-landowner/applying-for-succession/what-happens-next',
  // Government contacts
  workAndIncomeFuneralGrant: 'https://workandincome.govt.nz/products/a-z-benefits/funeral-grant.html',
  govtBenefitContacts:
    'https://www.govt.nz/browse/tax-benefits-and-finance/benefits/what-you-have-to-do-when-youre-getting-a-benefit/',
  irdDeceased: 'https://www.ird.govt.nz/situations/im-looking-after-the-affairs-of-someone-who-has-died',
  /** Inland Revenue Tax Policy, 'Gift duty abolition' (2011): estate duty abolished in 1992, gift duty from 1 October 2011. */
  irdGiftDutyAbolition:
    'https://www.taxpolicy.ird.govt.nz/publications/2011/2011-sr-gift-duty-abolition/gift-duty-abolition',
  irdRefundIr625:
    'https://www.ird.govt.nz/situations/im-looking-after-the-affairs-of-someone-who-has-died/file-a-declaration-in-support-of-refund-for-deceased-persons-ir625',
  publicTrustContact: 'https://www.publictrust.co.nz/contact/feedback',
  veteransFuneral: 'https://www.veteransaffairs.mil.nz/a-z/funeral-expenses/',
  veteransContact: 'https://issuu.com/veteransaffairsnz/docs/veterans_affairs_magazine_46_-_2024?fr=sNGI3YzY5MDM5MTY',
  accAfterDeath: 'https://acc.co.nz/im-injured/financial-support/financial-support-after-death',
  bereavementLeave: 'https://www.business.govt.nz/people-and-leave/leave-and-holidays/bereavement-leave',
  // Language and culture
  ethnicCommunitiesInterpreting: 'https://www.ethniccommunities.govt.nz/resources/language-support/',
  pacificPeoples: 'https://www.mpia.govt.nz/about-us/',
  communityLawTangihanga:
    'https://communitylaw.org.nz/community-law-manual/chapter-16-a-death-in-the-family/funerals-and-tangihanga/tangihanga',
  // Banks and insurers
  anzDeceased: 'https://anz.co.nz/comms/deceased-estates',
  asbDeceased: 'https://www.asb.co.nz/banking-with-asb/deceased-estates.html',
  bnzDeceased: 'https://www.bnz.co.nz/support/everyday-accounts/managing-accounts/managing-a-deceased-estate',
  ifsoComplaints: 'https://www.ifso.nz/complaints',
  // Support
  health1737:
    'https://www.health.govt.nz/news-media/news-items/phone-counselling-service-busy-following-christchurch-tragedy',
  lifeline: 'https://vice.com/en/article/new-zealands-biggest-mental-health-helpline-misses-one-in-four-calls',
  skylight: 'https://www.scoop.co.nz/stories/GE2007/S00029/loss-and-grief-awareness-week-2020-heal-the-hurt.htm',
  skylightBereavement: 'https://www.skylight.org.nz/search/results?page=3&topic_ids%5B%5D=15&type=pages',
} as const
