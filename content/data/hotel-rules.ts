// Rules that hold at nearly every hotel in India; a hotel's own rules are listed beside them.
export const standardHotelRules = [
  "A valid government photo ID is required for every adult guest at check-in.",
  "Foreign nationals must show a passport and valid Indian visa; hotels register foreign guests with the authorities.",
  "Early check-in and late check-out depend on availability and may be charged.",
  "Smoking only in designated areas.",
];
