"""Teardown: cleanups registered by tools and run when their scope ends."""

from __future__ import annotations

import inspect
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..sdk.errors import TeardownScopeError

Cleanup = Callable[[], Any]


@dataclass
class TeardownEntry:
    tool: str
    scope: str
    key: str
    cleanup: Cleanup
    registered_at: float
    refreshed_at: float
    ran: bool = False
    error: str | None = None


class TeardownRegistry:
    """Keeps the first cleanup per (tool, scope, key); later registrations only refresh it."""

    def __init__(self) -> None:
        self._entries: dict[tuple[str, str, str], TeardownEntry] = {}

    def register(self, tool: str, scope: str, key: str, cleanup: Cleanup) -> bool:
        """Returns True when this registration is the one that will run."""
        now = time.monotonic()
        existing = self._entries.get((tool, scope, key))
        if existing is not None and not existing.ran:
            existing.refreshed_at = now  # the first cleanup holds the live handle: keep it
            return False
        self._entries[(tool, scope, key)] = TeardownEntry(tool, scope, key, cleanup, now, now)
        return True

    def entries(self) -> list[TeardownEntry]:
        return list(self._entries.values())

    def pending(self, scope: str) -> list[TeardownEntry]:
        """The cleanups of `scope` not yet run, newest first (the order they run in)."""
        return [e for e in reversed(self._entries.values()) if e.scope == scope and not e.ran]

    async def run_entry(self, entry: TeardownEntry) -> None:
        """Run one cleanup; its error is kept on the entry, not raised."""
        entry.ran = True
        try:
            result = entry.cleanup()
            if inspect.isawaitable(result):
                await result
        except BaseException as exc:  # a cleanup failing must not stop the others
            try:
                entry.error = f"{type(exc).__name__}: {exc}"
            except Exception:
                entry.error = type(exc).__name__

    async def run_scope(self, scope: str) -> list[TeardownEntry]:
        """Run every pending cleanup of `scope`, newest first; errors are kept, not raised."""
        pending = self.pending(scope)
        for entry in pending:
            await self.run_entry(entry)
        return pending


class TeardownHook:
    """The callable behind `ctx.on_teardown`, bound to one tool call's facts."""

    __slots__ = ("_door", "_honoured", "_known", "_registry", "_tool")

    def __init__(
        self,
        registry: TeardownRegistry,
        tool: str,
        honoured: tuple[str, ...],
        known: tuple[str, ...],
        door: str,
    ) -> None:
        self._registry, self._tool, self._honoured, self._known, self._door = (
            registry,
            tool,
            honoured,
            known,
            door,
        )

    def __call__(self, cleanup: Cleanup, *, scope: str, key: str) -> None:
        if scope not in self._known:
            raise TeardownScopeError(
                f"on_teardown: unknown scope {scope!r}; scopes are {', '.join(self._known)}"
            )
        if scope not in self._honoured:
            honoured = ", ".join(self._honoured) or "none"
            raise TeardownScopeError(
                f"on_teardown: {self._door} does not honour teardown scope {scope!r} "
                f"(it honours: {honoured}); check `{scope!r} in (ctx.teardown_scopes or ())` first"
            )
        if not callable(cleanup):
            raise TypeError("on_teardown: cleanup must be callable")
        if not isinstance(key, str) or not key:
            raise TypeError("on_teardown: key must be a non-empty str (see tool_session_key)")
        self._registry.register(self._tool, scope, key, cleanup)
