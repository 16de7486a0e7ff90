import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Builder, By, Capabilities, Key, type WebDriver } from 'selenium-webdriver';
import { Select } from 'selenium-webdriver/lib/select';
import { HEAVY_WORK_MS } from '../limits';
import type { EngineSession } from '../checks/session';

export const MINIBROWSER_PATH = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** Polls the driver's status URL until it answers: the driver starts in the background (a browser's start: heavy work). */
async function driverReady(url: string, driver: ChildProcess): Promise<void> {
  const deadline = Date.now() + HEAVY_WORK_MS;
  for (;;) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited with code ${driver.exitCode}`);
    try {
      if ((await fetch(`${url}/status`)).ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`WebKitWebDriver did not answer within ${HEAVY_WORK_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * WebKitGTK (Safari's engine): Debian's WebKitWebDriver driving MiniBrowser, on a virtual X display (xvfb-run),
 * through selenium-webdriver. The driver offers no BiDi session and no console: page errors come from the test
 * server's recorder.
 */
export async function launchWebKit(port: number): Promise<EngineSession & { close(): Promise<void> }> {
  // Classic scrollbars, which take their width from the page as on Windows and most desktops (WebKitGTK's default
  // overlay ones take none): GTK reads the setting from a settings.ini in the system configuration folders, where
  // this one comes first and the user's own settings still win.
  const gtkConfig = fs.mkdtempSync(path.join(os.tmpdir(), 'engines-gtk-'));
  fs.mkdirSync(path.join(gtkConfig, 'gtk-3.0'));
  fs.writeFileSync(path.join(gtkConfig, 'gtk-3.0', 'settings.ini'), '[Settings]\ngtk-overlay-scrolling = false\n');
  const driverProcess = spawn('xvfb-run', ['-a', '-s', '-screen 0 2000x1400x24', 'WebKitWebDriver', `--port=${port}`], {
    stdio: 'ignore',
    detached: true,
    // English first, so zh-CN pages show the English hint.
    env: { ...process.env, LANGUAGE: 'en_US', LANG: 'en_US.UTF-8', XDG_CONFIG_DIRS: [gtkConfig, process.env.XDG_CONFIG_DIRS || '/etc/xdg'].join(':') },
  });
  const url = `http://127.0.0.1:${port}`;
  const stopDriver = () => {
    // xvfb-run starts Xvfb and the driver in its own process group: end the whole group.
    if (driverProcess.pid && driverProcess.exitCode === null) process.kill(-driverProcess.pid, 'SIGTERM');
    fs.rmSync(gtkConfig, { recursive: true, force: true });
  };
  const capabilities = new Capabilities({
    browserName: 'MiniBrowser',
    'webkitgtk:browserOptions': { binary: MINIBROWSER_PATH, args: ['--automation'] },
  });
  let driver: WebDriver;
  // A session that cannot start (another driver already on the port answers "Maximum number of active sessions")
  // must not leave this driver's processes and folder behind.
  try {
    await driverReady(url, driverProcess);
    driver = await new Builder().usingServer(url).withCapabilities(capabilities).build();
  } catch (error) {
    stopDriver();
    throw error;
  }
  const keys = { Enter: Key.ENTER, End: Key.END };

  const evaluate = async <T>(expression: string): Promise<T> => {
    const result = (await driver.executeAsyncScript(
      `const done = arguments[arguments.length - 1];
       Promise.resolve().then(() => (${expression})).then((value) => done({ value }), (error) => done({ error: String((error && error.stack) || error) }));`,
    )) as { value?: T; error?: string };
    if (result.error !== undefined) throw new Error(result.error);
    return result.value as T;
  };

  return {
    name: 'webkit',
    probeWidths: [1280],
    goto: async (target) => {
      await driver.get(target);
    },
    reload: async () => {
      await driver.navigate().refresh();
    },
    evaluate,
    click: async (selector) => {
      await driver.findElement(By.css(selector)).click();
    },
    type: async (text) => {
      await driver.actions().sendKeys(text).perform();
    },
    press: async (key) => {
      await driver.actions().sendKeys(keys[key]).perform();
    },
    selectOption: async (selector, value) => {
      await new Select(driver.findElement(By.css(selector))).selectByValue(value);
    },
    setViewport: async (width, height) => {
      // The window's frame is outside the viewport: size the window, then correct by what the page measures.
      await driver.manage().window().setRect({ width, height });
      const inner = await evaluate<{ width: number; height: number }>('({ width: window.innerWidth, height: window.innerHeight })');
      if (inner.width !== width || inner.height !== height) {
        await driver
          .manage()
          .window()
          .setRect({ width: 2 * width - inner.width, height: 2 * height - inner.height });
      }
    },
    screenshot: async () => Buffer.from(await driver.takeScreenshot(), 'base64'),
    takeDriverErrors: () => [],
    close: async () => {
      try {
        await driver.quit();
      } finally {
        stopDriver();
      }
    },
  };
}
