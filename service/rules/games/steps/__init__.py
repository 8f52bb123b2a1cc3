"""The step kinds every game's procedure is made of, one module each.

A step is made fresh for each hand from its declaration's parameters and holds its own state;
the engine (:mod:`service.rules.games.engine`) begins it, gives it the events it takes, asks
whether it is done, and ends it. A step never asks which step another is: what a game does
across its steps is a part of its own declaration, given to the steps that need it.
"""
