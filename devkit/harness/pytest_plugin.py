"""pytest plugin (registered as `devkit`): fixtures for testing tools in-process.

Fixtures:
- `devkit_invoke`: `devkit_invoke(tool, args, **options)` -> the same report as `devkit invoke`.
- `agent_context`, `mcp_context`, `adk_context`: factories `make(tool=None, **options)` that
  build each profile's mock context (with the tool's declarations when given).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest


@pytest.fixture
def devkit_invoke() -> Callable[..., dict[str, Any]]:
    from devkit.testing import invoke

    return invoke


def _factory(profile: str) -> Callable[..., Any]:
    from devkit.testing import context_for

    def make(tool: Any = None, **options: Any) -> Any:
        return context_for(tool if tool is not None else profile, **options)

    return make


@pytest.fixture
def agent_context() -> Callable[..., Any]:
    return _factory("agent")


@pytest.fixture
def mcp_context() -> Callable[..., Any]:
    return _factory("mcp")


@pytest.fixture
def adk_context() -> Callable[..., Any]:
    return _factory("adk")


def pytest_assertrepr_compare(config: Any, op: str, left: Any, right: Any) -> list[str] | None:
    """`assert report["status"] == "ok"` failing: show the report's error, not just the status."""
    status = next((v for v in (left, right) if hasattr(v, "report") and isinstance(v, str)), None)
    if status is None or op != "==":
        return None
    other = right if status is left else left
    report: dict[str, Any] = status.report  # type: ignore[attr-defined]
    lines = [f"devkit report: status {str(status)!r}, expected {other!r}"]
    error = report.get("error") or {}
    if error:
        lines.append(f"{error.get('type')}: {error.get('message')}")
        lines += [f"  {f.get('field')}: {f.get('message')}" for f in error.get("fields") or []]
        lines += str(error.get("traceback") or "").rstrip().splitlines()[-20:]
    for note in report.get("notes") or []:
        lines.append(f"note: {note}")
    return lines
