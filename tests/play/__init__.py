"""Whole hands of every game played at random through the HTTP API, with invariants checked.

:mod:`play.driver` deals and plays, through :mod:`play.referee` (the app in process, each answer
checked against ``openapi.yaml`` by :mod:`play.contract`), trying the illegal events of
:mod:`play.illegal` on the way. One module per game family knows that family's events and its
showdown (:mod:`play.stud`, :mod:`play.draw`, :mod:`play.elimination`, :mod:`play.old_man`,
:mod:`play.counterbluff`); :mod:`play.betting`, :mod:`play.reopening` and :mod:`play.showdown`
hold what the families with chips share. :mod:`play.report` plays many hands and tallies them;
``make soak`` runs :mod:`play.soak`.
"""
