"""The container recipe, the package as pyproject.toml declares it, and the lock files."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
import tomllib
import venv
from importlib import metadata
from pathlib import Path

import pytest
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

ROOT = Path(__file__).parents[2]


def test_dockerfile_passes_hadolint() -> None:
    hadolint = Path(sys.executable).with_name("hadolint")
    result = subprocess.run(
        [str(hadolint), "--failure-threshold", "warning", "Dockerfile"],
        cwd=ROOT, capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    assert result.returncode == 0, result.stdout + result.stderr


def test_dockerfile_runs_gunicorn_as_a_numeric_user_with_a_healthcheck() -> None:
    text = (ROOT / "Dockerfile").read_text()
    assert text.count("FROM ") == 2, "two stages"
    assert "USER 10001:10001" in text
    assert "HEALTHCHECK" in text and "/v1/health" in text
    assert 'CMD ["gunicorn"' in text, "exec-form CMD"


@pytest.mark.slow
def test_a_clean_install_imports_the_app(tmp_path: Path) -> None:
    """A dependency missing from pyproject.toml fails here, not in production."""
    source = tmp_path / "source"  # a copy, so that the build leaves the work tree alone
    shutil.copytree(
        ROOT / "service", source / "service", ignore=shutil.ignore_patterns("__pycache__")
    )
    for name in ("pyproject.toml", "README.md"):
        shutil.copy(ROOT / name, source / name)
    env_dir = tmp_path / "venv"
    venv.EnvBuilder(with_pip=True).create(env_dir)
    python = env_dir / "bin" / "python"
    install = subprocess.run(
        [str(python), "-m", "pip", "install", "--quiet", "--no-input", str(source)],
        capture_output=True, text=True, timeout=600,
    )  # fmt: skip
    assert install.returncode == 0, install.stderr[-3000:]
    check = subprocess.run(
        [str(python), "-c", "from service.wsgi import app; print(sorted(app.blueprints))"],
        cwd=tmp_path, capture_output=True, text=True, timeout=60,
    )  # fmt: skip
    assert check.returncode == 0, check.stderr[-3000:]
    assert "hands" in check.stdout


def _locked(name: str) -> dict[str, str]:
    """Package -> version pinned in a lock file, each with its hashes."""
    text = (ROOT / name).read_text()
    pins = re.findall(r"^([A-Za-z0-9_.-]+)==(\S+) \\\n\s+--hash=sha256:", text, re.MULTILINE)
    return {canonicalize_name(package): version for package, version in pins}


def _declared(extra: str | None = None) -> set[str]:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]
    wanted = project["optional-dependencies"][extra] if extra else project["dependencies"]
    return {canonicalize_name(Requirement(r).name) for r in wanted}


@pytest.mark.parametrize(
    ("lock", "extras"),
    [("requirements.lock", [None]), ("requirements-test.lock", [None, "test"])],
)
def test_the_lock_files_pin_every_dependency_with_hashes(lock: str, extras: list[str]) -> None:
    """Reproducible installs (issue: safe on an open port, point 5): `make lock` regenerates."""
    locked = _locked(lock)
    for extra in extras:
        missing = _declared(extra) - set(locked)
        assert not missing, f"{missing} not in {lock}: run `make lock`"


def test_the_suite_runs_on_exactly_the_locked_versions() -> None:
    """What `make` installed here is what the lock says, so a fresh machine (and the image,
    which installs requirements.lock) gets the versions this suite ran on."""
    differ = {
        name: (pinned, installed)
        for name, pinned in _locked("requirements-test.lock").items()
        if (installed := metadata.version(name)) != pinned
    }
    assert not differ, f"installed versions differ from the lock: {differ}; run `make`"
    runtime = _locked("requirements.lock")
    assert {n: v for n, v in _locked("requirements-test.lock").items() if n in runtime} == runtime


def test_the_image_and_make_install_from_the_locks() -> None:
    dockerfile = (ROOT / "Dockerfile").read_text()
    assert "--require-hashes -r requirements.lock" in dockerfile
    makefile = (ROOT / "Makefile").read_text()
    assert "--require-hashes -r requirements-test.lock" in makefile
