"""Hand histories: whole hands read from and written to the formats other poker software uses.

:mod:`.phh_variants` says which games a Poker Hand History (PHH) variant is; :mod:`.phh_reading`
turns a PHH document into a table's setup and events, :mod:`.phh_writing` a hand's events into a
PHH document. Both are pure: text in, values out, or the reverse.
"""
