"""The WSGI entry point for gunicorn: ``gunicorn -c gunicorn.conf.py service.wsgi:app``.

With ``preload_app`` this module is imported once, in gunicorn's master: the lookup tables built
here, and the static answers (the contract, the catalogue, the rulebook), are shared by every
worker it forks.

Everything made so far lives as long as the process, so it is moved out of the garbage
collector's reach (``gc.freeze``): a collection no longer walks the hundred thousand objects of
the tables and the app on every few thousand allocations (a batch of rulings ran at a third of
its speed for it), and never writes to their pages, which the workers then keep sharing.
"""

import gc

from service.api.caching import prime
from service.app import create_app
from service.rules.ranking.wild import warm_up

warm_up()
app = create_app()
prime(app)
gc.freeze()
