"""The real hand histories of ``phh_real/`` (the public PHH dataset: the televised 2023 WSOP
Poker Players Championship final table and Pluribus' hands): every file is TOML naming a PHH
variant, the sample holds what its README says, and pokerkit replays each hand to the finishing
stacks it records, but for the two quirks of the published data the README names.

Replaying them through this service waits for its hold'em, Omaha and draw games; the stud hands
it already plays are read by the PHH tests of those games.
"""

from __future__ import annotations

import tomllib
from decimal import Decimal

import pytest
from phh_real_hands import FOLDER, RealHand, real_hands, variant_counts
from pokerkit import HandHistory

from service.rules.histories.phh_variants import UNPLAYED, VARIANTS

PHH_VARIANTS = {*VARIANTS, *UNPLAYED}
"""The eleven variants the PHH specification names."""
WSOP = "wsop_2023_43_5"
QUIRKS = {
    # A second showdown after the seventh card, both players having shown after the sixth.
    f"{WSOP}/85.phh": "showdown recorded twice",
    # A split pot's odd chip halved: 10,387.5 each in finishing_stacks.
    "pluribus/32/23.phh": "half chips",
}


def test_there_are_eleven_phh_variants() -> None:
    assert len(PHH_VARIANTS) == 11


def test_every_file_is_toml_naming_a_phh_variant() -> None:
    paths = sorted(FOLDER.rglob("*.phh"))
    assert len(paths) == len(real_hands()) == 83 + 336
    for path in paths:
        fields = tomllib.loads(path.read_text(encoding="utf-8"))
        assert fields["variant"] in PHH_VARIANTS, path
        assert fields["actions"] and fields["starting_stacks"], path
        if "players" in fields:
            assert len(fields["players"]) == len(fields["starting_stacks"]), path


def test_the_championship_holds_all_83_televised_hands_in_nine_variants() -> None:
    hands = real_hands(WSOP)
    assert [hand.fields["hand"] for hand in hands] == [n for n in range(1, 86) if n not in (19, 70)]
    assert {hand.fields["event"] for hand in hands} == {
        "2023 World Series of Poker Event #43: $50,000 Poker Players Championship | Day 5"
    }
    assert variant_counts(WSOP) == {
        "F2L3D": 7, "F7S": 13, "F7S/8": 7, "FO/8": 14, "FR": 10,
        "FT": 7, "N2L1D": 7, "NT": 11, "PO": 7,
    }  # fmt: skip


def test_the_pluribus_hands_are_six_handed_no_limit_holdem() -> None:
    hands = real_hands("pluribus")
    assert variant_counts("pluribus") == {"NT": 336}
    assert all("Pluribus" in hand.fields["players"] for hand in hands)
    assert all(len(hand.fields["starting_stacks"]) == 6 for hand in hands)


def _replayed(hand: RealHand) -> list[int]:
    """The stacks at the end of pokerkit's replay of the hand."""
    *_, last = HandHistory.loads(hand.text)
    return list(last.stacks)


@pytest.mark.parametrize("hand", real_hands(), ids=lambda hand: hand.name)
def test_pokerkit_replays_the_hand_to_its_finishing_stacks(hand: RealHand) -> None:
    quirk = QUIRKS.get(hand.name)
    if quirk == "showdown recorded twice":
        with pytest.raises(ValueError, match="repair"):
            _replayed(hand)
        return
    finishing = [Decimal(str(stack)) for stack in hand.fields["finishing_stacks"]]
    stacks = _replayed(hand)
    if quirk == "half chips":
        assert sum(stacks) == sum(finishing)
        assert [abs(s - f) for s, f in zip(stacks, finishing, strict=True)] == [
            0, 0, Decimal("0.5"), 0, 0, Decimal("0.5")
        ]  # fmt: skip
        return
    assert stacks == finishing
