// How Finorbit delivers a project and its delivery record: the same four steps and the same three
// figures appear on the themed campaign pages (spec §2, home variants two, three and six).
import type { HighlightsSection, WorkProcessSection } from '../types';

/** The four-step work process: Research, Designing, Building, Deliver (spec §2). */
export const deliverySteps: WorkProcessSection['steps'] = [
  {
    icon: 'search',
    title: 'Research',
    text: 'We study your loan products, branches, collection model and the reports your board and the RBI ask for.',
  },
  {
    icon: 'pencil',
    title: 'Designing',
    text: 'Workflows, approval limits, charts of accounts and screens are designed with your credit and operations teams.',
  },
  {
    icon: 'code',
    title: 'Building',
    text: 'Products are configured, integrations switched on and your data migrated, with parallel runs until balances match.',
  },
  {
    icon: 'rocket',
    title: 'Deliver',
    text: 'Branches go live together, staff are trained on site and our support desk stays on call after launch.',
  },
];

/** Promo cards with the delivery record: 150+ completed projects, 1.5k happy clients, 90% support. */
export const deliveryRecord: HighlightsSection['items'] = [
  {
    value: '150+',
    label: 'Completed projects',
    text: 'Core banking, lending and microfinance roll-outs delivered across India since our first go-live.',
  },
  {
    value: '1.5k',
    label: 'Happy clients',
    text: 'Banks, NBFCs, Nidhis, cooperatives and MFIs running branches, field teams and apps on Finorbit.',
  },
  {
    value: '90%',
    label: 'Support',
    text: 'Of support tickets resolved on first contact by engineers who know lending, not a script.',
  },
];
