/** The time as the business rules see it (today at the lake, 48 hours to answer); tests set it. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();
