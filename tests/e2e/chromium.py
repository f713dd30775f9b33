"""Headless Chromium driven by selenium through Debian's `chromium-driver`.

`make chromium` installs Debian's `chromium` and `chromium-driver` where it can (as root with
apt-get, as CI runs); selenium comes with the project's dev dependencies. The driver is named
explicitly, so selenium never tries to download one. Every wait is bounded, and the browser
and its driver are stopped on close.
"""

from __future__ import annotations

import contextlib
import shutil
import time
from collections.abc import Callable, Iterator
from pathlib import Path

CHROMIUM = ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable")
DRIVER = "chromedriver"


def find_chromium() -> tuple[str, str] | None:
    """The browser and its driver, or None when either is missing."""
    browser = next((found for name in CHROMIUM if (found := shutil.which(name))), None)
    driver = shutil.which(DRIVER)
    return (browser, driver) if browser and driver else None


class Page:
    """The browser's one tab: navigate, read its text, take screenshots."""

    def __init__(self, driver) -> None:
        self._driver = driver

    def goto(self, url: str) -> None:
        self._driver.get(url)

    def text(self) -> str:
        return self._driver.execute_script("return document.body ? document.body.innerText : ''") or ""

    def wait_for_text(self, needles: list[str], timeout: float = 120) -> str:
        """The page's text once it holds every needle; TimeoutError naming the missing ones."""
        return self.wait_until(lambda text: [n for n in needles if n not in text], timeout)

    def wait_until(self, missing: Callable[[str], list[str]], timeout: float = 120) -> str:
        """The page's text once ``missing(text)`` is empty; TimeoutError with what it still lacks."""
        deadline = time.monotonic() + timeout
        while True:
            text = self.text()
            lacking = missing(text)
            if not lacking:
                return text
            if time.monotonic() > deadline:
                raise TimeoutError(
                    f"not on the page after {timeout} s: {lacking}\n--- page text ---\n{text[:3000]}"
                )
            time.sleep(1)

    def screenshot(self, path: Path) -> Path:
        path.parent.mkdir(parents=True, exist_ok=True)
        self._driver.save_screenshot(str(path))
        return path


@contextlib.contextmanager
def chromium(width: int = 1600, height: int = 1000, page_timeout: float = 120) -> Iterator[Page]:
    """A headless Chromium with one tab; the browser and the driver are stopped on exit."""
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    found = find_chromium()
    if found is None:
        raise FileNotFoundError("no Chromium or no chromedriver on PATH (`make chromium` installs both)")
    browser, driver_path = found
    options = webdriver.ChromeOptions()
    options.binary_location = browser
    for argument in (
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--no-first-run",
        f"--window-size={width},{height}",
    ):
        options.add_argument(argument)
    driver = webdriver.Chrome(service=Service(executable_path=driver_path), options=options)
    try:
        driver.set_page_load_timeout(page_timeout)
        yield Page(driver)
    finally:
        driver.quit()
