import { describe, expect, it } from 'vitest';
import { invalidCcAddresses, splitAddresses } from './invite-addresses';
import { invalidCcMessage } from '../domain/staff-messages';

describe('invitation Cc addresses', () => {
  it('splits on commas and semicolons and names the entries that are not addresses, as the server refuses them', () => {
    expect(splitAddresses(' a@x.example ; b@y.example,, ')).toEqual(['a@x.example', 'b@y.example']);
    expect(invalidCcAddresses('desk@lending-agent.example; not-an-address, also bad@')).toEqual(['not-an-address', 'also bad@']);
    expect(invalidCcAddresses('')).toEqual([]);
    expect(invalidCcMessage(['not-an-address'])).toBe('"not-an-address" is not an e-mail address: separate addresses with commas or semicolons.');
    expect(invalidCcMessage(['a', 'b'])).toBe('"a", "b" are not e-mail addresses: separate addresses with commas or semicolons.');
  });
});
