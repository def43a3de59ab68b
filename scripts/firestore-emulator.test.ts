import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findEmulatorJar, findJavas, javaMajor, planDocStore, writeLauncherJar } from './firestore-emulator.mjs';

const dir = mkdtempSync(path.join(tmpdir(), 'bela-emulator-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('finding the Firestore emulator', () => {
  it('reads the major version of every kind of java -version banner', () => {
    expect(javaMajor('openjdk version "17.0.15" 2025-04-15')).toBe(17);
    expect(javaMajor('openjdk version "25" 2025-09-16')).toBe(25);
    expect(javaMajor('java version "1.8.0_402"')).toBe(8);
    expect(javaMajor('no java here')).toBeNull();
  });

  it('takes the jar FIRESTORE_EMULATOR_BINARY_PATH names as one firebase-tools can run', () => {
    const jar = path.join(dir, 'emulator.jar');
    writeFileSync(jar, 'x');
    expect(findEmulatorJar({ ...process.env, FIRESTORE_EMULATOR_BINARY_PATH: jar })).toEqual({
      file: jar,
      runnable: true,
      source: 'FIRESTORE_EMULATOR_BINARY_PATH',
    });
  });

  it('runs on SQLite when asked to, saying why', () => {
    const plan = planDocStore({ ...process.env, BELA_DOCSTORE: 'sqlite' });
    expect(plan).toMatchObject({ kind: 'sqlite' });
    expect((plan as { reason: string }).reason).toMatch(/BELA_DOCSTORE=sqlite/);
  });

  // The rest needs a JDK (for its `jar` tool) and a Cloud SDK's emulator, as this project's machines have.
  const jdk = findJavas().find((java) => java.major >= 21);
  const sdkJar = findEmulatorJar({ PATH: '' });
  it.skipIf(!jdk || !sdkJar || sdkJar.runnable)('writes a launcher whose manifest starts the SDK emulator with java -jar', () => {
    const launcher = writeLauncherJar(jdk!, sdkJar!.file, dir);
    expect(launcher).toBeTruthy();
    execFileSync(path.join(path.dirname(jdk!.bin), 'jar'), ['xf', launcher!, 'META-INF/MANIFEST.MF'], { cwd: dir });
    // Manifest lines are folded at 72 bytes: a line break and a space continue the line before.
    const text = readFileSync(path.join(dir, 'META-INF', 'MANIFEST.MF'), 'utf8').replace(/\r?\n /g, '');
    expect(text).toContain('Main-Class: com.google.cloud.datastore.emulator.firestore.CloudFirestore');
    expect(text).toContain(`Class-Path: ${sdkJar!.file}`);
    // firebase-tools starts it as `java -jar <launcher> ...`: the emulator's own usage proves the class loads.
    const usage = spawnSync(jdk!.bin, ['-jar', launcher!, '--help'], { encoding: 'utf8' });
    expect(`${usage.stdout}${usage.stderr}`).toMatch(/Usage: cloud-firestore-emulator/);
  });
});
