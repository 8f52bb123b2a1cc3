"""A casual player on a 360 px phone: the screen, and what every screen he meets must be."""

from __future__ import annotations

import chromium
from accessibility import assert_accessible, wider_than_the_screen
from axe import blocking
from casual_player import CasualPlayer
from live_page import Page

NARROW = chromium.Screen(360, 740, scale=2.0, mobile=True)


def on_a_phone(page: Page) -> CasualPlayer:
    """The player, holding a 360 px phone."""
    chromium.emulate(page.driver, NARROW)
    return CasualPlayer(page)


def fits_the_phone(page: Page) -> None:
    """Nothing blocks the player, nothing is wider than the screen, and axe finds nothing."""
    assert blocking(page.driver) == [] and wider_than_the_screen(page.driver) == []
    assert_accessible(page.driver)
