"""Cancellation: an abort signal a tool can poll, await, or listen to."""

from __future__ import annotations

import asyncio
import threading
from collections.abc import Callable, Generator
from typing import Any

from .errors import AbortError

Listener = Callable[[object], None]


class AbortSignal:
    """Fires once; thread-safe, so a harness thread or timer can fire it."""

    def __init__(self) -> None:
        self._event = threading.Event()
        self._reason: object = None
        self._lock = threading.Lock()
        self._listeners: list[Listener] = []
        self._waiters: list[tuple[asyncio.AbstractEventLoop, asyncio.Future[None]]] = []

    @property
    def aborted(self) -> bool:
        return self._event.is_set()

    @property
    def reason(self) -> object:
        return self._reason

    def throw_if_aborted(self) -> None:
        if self.aborted:
            raise AbortError(self._reason)

    def add_listener(self, listener: Listener) -> None:
        """Call `listener(reason)` when the signal fires (at once if it already has)."""
        with self._lock:
            if not self.aborted:
                self._listeners.append(listener)
                return
        listener(self._reason)

    def remove_listener(self, listener: Listener) -> None:
        with self._lock:
            if listener in self._listeners:
                self._listeners.remove(listener)

    def wait(self, timeout: float | None = None) -> bool:
        """Block the thread until the signal fires or `timeout` passes; True if fired."""
        return self._event.wait(timeout)

    def __await__(self) -> Generator[Any, None, object]:
        loop = asyncio.get_running_loop()
        future: asyncio.Future[None] = loop.create_future()
        with self._lock:
            if self.aborted:
                future.set_result(None)
            else:
                self._waiters.append((loop, future))
        yield from future.__await__()
        return self._reason

    def _fire(self, reason: object) -> None:
        with self._lock:
            if self.aborted:
                return
            self._reason = reason
            self._event.set()
            listeners, self._listeners = self._listeners, []
            waiters, self._waiters = self._waiters, []
        for listener in listeners:
            listener(reason)
        for loop, future in waiters:
            loop.call_soon_threadsafe(_resolve, future)

    def __repr__(self) -> str:
        return f"AbortSignal(aborted={self.aborted}, reason={self._reason!r})"


def _resolve(future: asyncio.Future[None]) -> None:
    if not future.done():
        future.set_result(None)


class AbortController:
    """Owns a signal; the runtime (or a test) calls `abort()` to fire it."""

    def __init__(self) -> None:
        self.signal = AbortSignal()

    def abort(self, reason: object = "aborted") -> None:
        self.signal._fire(reason)
