"""The rules referee for poker home games: a stateless HTTP service that returns rulings."""

__version__ = "0.1.0"
