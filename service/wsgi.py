"""The WSGI entry point for gunicorn: ``gunicorn -c gunicorn.conf.py service.wsgi:app``.

With ``preload_app`` this module is imported once, in gunicorn's master: the lookup tables read
here, and the static answers (the catalogue, the rulebook), are shared by every worker it forks.
The contract is not: each worker writes it on its first request for it (:mod:`.api.edge.caching`
says why). Nor are the wild-card search's completion tables: a worker reads each from the
table module the first time a hand needs it (about a millisecond each, 4.5 MB for all forty),
since the tables answer nearly every hand with wild cards and the search is rarely called.

Everything made so far lives as long as the process, so it is moved out of the garbage
collector's reach (``gc.freeze``): a collection no longer walks the hundred thousand objects of
the tables and the app on every few thousand allocations (a batch of rulings ran at a third of
its speed for it), and never writes to their pages, which the workers then keep sharing. A
collection runs first: garbage frozen with the rest would never be freed (building the app
leaves about 1 MB of it in cycles).
"""

import ctypes
import gc

# No automatic full collection while the app is imported and built: each walks every object
# made so far (20-30 ms of the master's start went to them). The young generations are still
# collected, so that the cycles the imports drop are freed as they go: with no collection at all
# until the one below, the start was about 15 ms quicker still, but the master and every worker
# held 2 MB more (freed objects left holes in pages that stay mapped).
_THRESHOLDS = gc.get_threshold()
gc.set_threshold(_THRESHOLDS[0], _THRESHOLDS[1], 1 << 30)

from service.api.edge.caching import prime  # noqa: E402
from service.app import create_app  # noqa: E402


def _return_freed_memory() -> None:
    """Give the C heap's free pages back to the system before gunicorn forks (glibc's
    ``malloc_trim``): reading the tables and building the app free about 2 MB that every worker
    would otherwise hold in its resident set. Where there is no such call (musl, macOS), none."""
    try:
        trim = ctypes.CDLL(None).malloc_trim
    except (OSError, AttributeError):
        return
    trim(0)


app = create_app()
prime(app)
gc.collect()
gc.freeze()
gc.set_threshold(*_THRESHOLDS)
_return_freed_memory()
