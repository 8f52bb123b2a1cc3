"""The WSGI entry point for gunicorn: ``gunicorn -c gunicorn.conf.py service.wsgi:app``.

With ``preload_app`` this module is imported once, in gunicorn's master: the lookup tables built
here, and the static answers (the contract, the catalogue, the rulebook), are shared by every
worker it forks.
"""

from service.api.caching import prime
from service.app import create_app
from service.rules.ranking.wild import warm_up

warm_up()
app = create_app()
prime(app)
