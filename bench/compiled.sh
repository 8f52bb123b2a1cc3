#!/bin/sh
# The core compiled with mypyc, measured beside the interpreted one: a scratch copy of HEAD is
# built and benched; the checkout is never changed and nothing is installed into .venv.
#
#   bench/compiled.sh [scratch-dir]     default /tmp/compiled; BENCHES="games.py" picks the benches
#                                       (evaluate.py games.py startup.py unless given); CHECK=1 also
#                                       runs tests/rules and test_direct.py on the compiled copy
#
# Needs gcc and the Python headers (python3-dev). The venv gets the test lock and setuptools 77+
# (mypyc builds through setuptools, which must read this pyproject's `license` string).
# Left interpreted, because compiled they behave differently:
#   cards.py, decks.py      a compiled frozen dataclass cannot be deep-copied or pickled; the
#                           game states compiled here share that, so under CHECK=1 the two
#                           false-opener property tests, which deep-copy states, fail
#   api/loading.py          its closures end up in what flask-smorest deep-copies at import
#   api/direct.py           a test replaces a method of DirectRoutes, which native calls bypass
#   games/options.py, games/house_rules.py   read house rules' type hints at run time
#   table_build/_data/_file the tables' generator and data, read once at import
set -eu
ROOT=$(cd "$(dirname "$0")/.." && pwd)
SCRATCH=${1:-/tmp/compiled}
PY="$SCRATCH/venv/bin/python"

if [ ! -x "$PY" ]; then
	python3 -m venv "$SCRATCH/venv"
	"$PY" -m pip install --quiet --require-hashes -r "$ROOT/requirements-test.lock"
	"$PY" -m pip install --quiet "setuptools>=77"
fi
rm -rf "$SCRATCH/interpreted" "$SCRATCH/compiled"
for tree in interpreted compiled; do
	mkdir -p "$SCRATCH/$tree"
	git -C "$ROOT" archive HEAD | tar -x -C "$SCRATCH/$tree"
done

cd "$SCRATCH/compiled"
MODULES=$(ls service/rules/ranking/*.py service/rules/games/*.py service/rules/betting/*.py \
	service/rules/pots/*.py service/api/hands.py |
	grep -v -e __init__ -e /table_ -e /options.py -e /house_rules.py)
start=$(date +%s)
"$SCRATCH/venv/bin/mypyc" $MODULES >"$SCRATCH/build.log" 2>&1 || { tail -20 "$SCRATCH/build.log"; exit 1; }
echo "mypyc: $(echo "$MODULES" | wc -w) modules in $(($(date +%s) - start)) s," \
	"$(find . -name '*.so' -not -path './build/*' -printf '%s\n' |
		awk '{s += $1} END {printf "%.1f MB", s / 1e6}') of extensions; $("$PY" -m mypy --version)"
if [ "${CHECK:-}" = 1 ]; then
	"$PY" -m pytest -q -p no:cacheprovider tests/rules tests/api/test_direct.py |
		tail -5
fi

for bench in ${BENCHES-evaluate.py games.py startup.py}; do
	for tree in interpreted compiled; do
		echo "== bench/$bench, $tree"
		(cd "$SCRATCH/$tree" && PYTHONPATH=. "$PY" "bench/$bench")
	done
done
