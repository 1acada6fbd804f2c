from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parent.parent
FIXTURES = ROOT / "fixtures"
# Modules the checker reads as data (`bool_test.py` looks like a test file to pytest).
collect_ignore = ["data"]


def load_fixture(relative: str) -> ModuleType:
    """Import a fixture file by path, as the harness would."""
    path = FIXTURES / relative
    name = "fixture_" + relative.replace("/", "_").removesuffix(".py")
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


@pytest.fixture
def fixture_module():
    return load_fixture


@pytest.fixture
def calls_of(monkeypatch):
    """`calls_of(owner, name, label)`: from now on, every call of `owner.name` (a module's
    function, or a class's method: `self` comes first) appends `label(*args)` to the list
    returned, then runs as before."""

    def record(owner: object, name: str, label):
        seen: list = []
        real = getattr(owner, name)

        def counting(*args, **kwargs):
            seen.append(label(*args))
            return real(*args, **kwargs)

        monkeypatch.setattr(owner, name, counting)
        return seen

    return record
