"""The requests the benchmarks and the load tests send: one of each kind the issue names.

Shared by ``bench/throughput.py`` and ``tests/runtime`` so that what is measured is what is
tested under load.
"""

from __future__ import annotations

import random
from typing import Any, Final

from service.api.contract.examples import STUD_HIGH_LOW_HAND
from service.rules.cards import FULL_PACK

# Eight hands of seven cards need more than one pack: deal them from two.
_DEALT: Final = random.Random(1).sample([str(c) for c in FULL_PACK] * 2, 56)
EVALUATE: Final[dict[str, Any]] = {
    "deck": {"packs": 2},
    "hands": [{"cards": _DEALT[i : i + 7]} for i in range(0, 56, 7)],
}
"""``/v1/hands/evaluate``: eight seven-card hands."""

SETTLE: Final[dict[str, Any]] = {
    "dealer": 0,
    "low": {"ranking": "ace_to_five", "qualifier": 8},
    "seats": [
        {"contributed": 40, "cards": ["As", "2s", "3s", "4s", "5s", "Kd", "Kh"]},
        {"contributed": 40, "cards": ["Ah", "2d", "3c", "4h", "5d", "Qc", "Jd"]},
        {"contributed": 40, "cards": ["6h", "7h", "8h", "9h", "Th", "2c", "3d"]},
    ],
}
"""``/v1/pots/settle``: a three-way high-low pot, eight-or-better."""

STUD_GAME: Final = "seven_card_stud_high_low"
STUD_HAND: Final[dict[str, Any]] = STUD_HIGH_LOW_HAND
"""``/v1/games/seven_card_stud_high_low/state``: a whole hand, antes to payout."""
