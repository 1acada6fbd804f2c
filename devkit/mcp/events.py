"""`emit_event`: publish an event on the current event bus."""

from __future__ import annotations

import contextvars
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Event:
    name: str
    payload: Any = None


@dataclass
class EventBus:
    """Collects emitted events in order. Runtimes forward them; tests and the harness read them."""

    events: list[Event] = field(default_factory=list)

    def publish(self, event: Event) -> None:
        self.events.append(event)


_default_bus = EventBus()
current_event_bus: contextvars.ContextVar[EventBus] = contextvars.ContextVar(
    "devkit_event_bus", default=_default_bus
)


async def emit_event(name: str, payload: Any = None) -> None:
    """Publish `name` with `payload` on the event bus of the current call."""
    if not isinstance(name, str) or not name:
        raise ValueError("emit_event: the event name must be a non-empty str")
    current_event_bus.get().publish(Event(name, payload))
