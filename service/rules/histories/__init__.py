"""Hand histories: whole hands read from and written to the formats other poker software uses.

:mod:`.phh_variants` says which game each Poker Hand History (PHH) variant is;
:mod:`.phh_reading` turns a PHH document into a table's setup and, through
:mod:`.phh_actions`, the events of its hand; :mod:`.phh_writing` turns a hand's events into a
PHH document. All pure: text in, values out, or the reverse.
"""
