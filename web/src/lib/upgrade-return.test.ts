// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { rememberUpgradeReturn, takeUpgradeReturn } from './upgrade-return';

describe('where an upgrade began (issue 42)', () => {
  beforeEach(() => sessionStorage.clear());

  it('is taken once, after paying', () => {
    rememberUpgradeReturn('/chat?c=abc');
    expect(takeUpgradeReturn()).toBe('/chat?c=abc');
    expect(takeUpgradeReturn()).toBeNull();
  });

  it('keeps the gallery or the chat when checkout starts again from a payment result page', () => {
    rememberUpgradeReturn('/image-feed-demo');
    rememberUpgradeReturn('/payment/cancelled');
    expect(takeUpgradeReturn()).toBe('/image-feed-demo');
  });

  it('never returns to another site', () => {
    rememberUpgradeReturn('//evil.example/x');
    rememberUpgradeReturn('https://evil.example/');
    expect(takeUpgradeReturn()).toBeNull();
  });
});
